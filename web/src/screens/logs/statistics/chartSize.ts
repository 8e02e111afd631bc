/** The charts' height: the chart, its loading placeholder and its data table take the same room. */
export const CHART_HEIGHT = 280;
