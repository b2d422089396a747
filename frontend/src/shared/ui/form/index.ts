export { Form, FormActions, FormFooter } from './form';
export type { FormProps } from './form';
