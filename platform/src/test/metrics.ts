/**
 * The value of one series in Prometheus text (`name` or `name{label="…"}` exactly as exposed), or undefined when the
 * scrape lacks it: tests read counters as a scraper would, through /metrics.
 */
export function metricValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}
