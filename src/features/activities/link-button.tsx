/** A button that opens another page of the client (a link styled as an action, without nesting a button in a link). */
import { Button, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

export function LinkButton({
  to,
  children,
  ...button
}: { to: string; children: ReactNode } & Pick<ButtonProps, 'type' | 'size' | 'danger'>) {
  const navigate = useNavigate();
  return (
    <Button {...button} onClick={() => void navigate(to)}>
      {children}
    </Button>
  );
}
