import { missingAccounts, missingValues, readyToCreate, type ChoosableTemplate, type TemplateChoices } from '../shared/templateChoices';

/**
 * Creating from a template, one question at a time (issue 12): the steps previewed, then one page per account the
 * template needs, the fields it asks when it asks any, then the variables it reads and the title.
 */
export type WizardStep = { kind: 'preview' } | { kind: 'account'; stepUuid: string } | { kind: 'fields' } | { kind: 'finish' };

export function wizardSteps(template: ChoosableTemplate): WizardStep[] {
  return [
    { kind: 'preview' },
    ...template.accountNeeds.map((need) => ({ kind: 'account' as const, stepUuid: need.stepUuid })),
    ...(template.inputs.length > 0 ? [{ kind: 'fields' as const }] : []),
    { kind: 'finish' },
  ];
}

/** Whether the person may leave this page forwards: its account chosen, its required fields filled, a valid title. */
export function canLeave(step: WizardStep, template: ChoosableTemplate, choices: TemplateChoices): boolean {
  switch (step.kind) {
    case 'preview':
      return true;
    case 'account':
      return !missingAccounts(template, choices).includes(step.stepUuid);
    case 'fields':
      return missingValues(template, choices).length === 0;
    case 'finish':
      return readyToCreate(template, choices);
  }
}
