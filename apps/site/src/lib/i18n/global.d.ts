import type { Messages } from './messages';

// Message keys are checked by the compiler: t('Form.sending') must exist in the English catalogue.
declare module 'next-intl' {
  interface AppConfig {
    Messages: Messages;
  }
}
