export { readFormText } from './read-form-text';
