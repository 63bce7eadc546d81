export { CodeEntry, type CodeEntryProps, RESEND_WAIT_SECONDS } from './CodeEntry';
export {
  CheckboxField,
  type CheckboxFieldProps,
  ChoiceGroup,
  type ChoiceGroupProps,
  type FieldOption,
  type FieldProps,
  FormAlert,
  PasswordField,
  type PasswordFieldProps,
  SelectField,
  type SelectFieldProps,
  TextAreaField,
  type TextAreaFieldProps,
  TextField,
  type TextFieldProps,
} from './FormFields';
export { OtpInput, type OtpInputProps } from './OtpInput';
export {
  errorText,
  type RuleFormOptions,
  SERVER_ERROR,
  showServerFieldError,
  useRuleForm,
} from './useRuleForm';
