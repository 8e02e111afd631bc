import { makeStyles, tokens } from '@fluentui/react-components';

export const useFormStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingTop: tokens.spacingVerticalL },
});
