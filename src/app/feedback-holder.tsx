/**
 * antd's message, notification and modal instances, rendered inside the app's ConfigProvider (so
 * they follow the theme and the language) and handed to `feedback`. A chunk of its own: the
 * providers mount it after the first paint, or as soon as something asks for feedback.
 */
// eslint-disable-next-line no-restricted-imports -- this is the one holder the rule points everyone else to
import { App } from 'antd';
import { useEffect } from 'react';
import { registerFeedback } from '@/lib/feedback/feedback.ts';

/** Section 8: only one toast shows at a time. */
const MESSAGE_CONFIG = { maxCount: 1 } as const;

function Register() {
  const instances = App.useApp();
  useEffect(() => registerFeedback(instances), [instances]);
  return null;
}

export default function FeedbackHolder() {
  return (
    <App component={false} message={MESSAGE_CONFIG}>
      <Register />
    </App>
  );
}
