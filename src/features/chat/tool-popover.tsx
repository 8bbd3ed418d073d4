/**
 * A composer tool that opens a panel (stickers, my business card): a labelled toolbar button whose
 * popover renders its panel when it first opens (so what the panel asks for is asked for then) and
 * closes once the panel has sent something.
 */
import type { OutgoingBody } from './send-message.ts';
import { Button, Popover } from 'antd';
import { type ReactNode, useState } from 'react';

export interface ToolPopoverProps {
  label: string;
  /** The button's face: an icon, or a character standing for one. */
  face: ReactNode;
  title?: string;
  disabled?: boolean;
  onSend: (body: OutgoingBody) => void;
  panel: (send: (body: OutgoingBody) => void) => ReactNode;
}

export function ToolPopover({ label, face, title, disabled, onSend, panel }: ToolPopoverProps) {
  const [open, setOpen] = useState(false);
  const send = (body: OutgoingBody) => {
    setOpen(false);
    onSend(body);
  };
  return (
    <Popover trigger="click" open={open} onOpenChange={setOpen} title={title} content={panel(send)}>
      <Button size="small" type="text" disabled={disabled} aria-expanded={open} aria-label={label} title={label}>
        {face}
      </Button>
    </Popover>
  );
}
