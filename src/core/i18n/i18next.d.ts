import type en from '../../../locales/en/common.json';

// Types every `t()` call of the kit against the English bundle, whose keys are the spec's strings.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof en };
    keySeparator: false;
    nsSeparator: false;
    returnNull: false;
  }
}
