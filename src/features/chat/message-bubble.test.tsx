import { fireEvent, screen } from '@testing-library/react';
import { MsgType } from '@generated/chat/model';
import { describe, expect, it } from 'vitest';
import { ME, chatMessage } from '@/testing/chat-fixtures.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { MessageBubble } from './message-bubble.tsx';

const video = chatMessage({
  msgType: MsgType.Video,
  content: JSON.stringify({
    url: 'https://img.yimei.example/chat/case.mp4',
    coverUrl: 'https://img.yimei.example/chat/case.mp4?vframe/jpg/offset/1/w/500',
    duration: 35,
    width: 720,
    height: 1280,
  }),
});

describe('a video message', () => {
  it('shows its cover in a player, and says so when the file host cannot give the video', () => {
    const { container } = renderWithProviders(<MessageBubble message={video} myImId={ME} now={video.sendTimestamp} />);
    const player = container.querySelector('video');
    expect(player).toHaveAttribute('poster', 'https://img.yimei.example/chat/case.mp4?vframe/jpg/offset/1/w/500');
    expect(player).toHaveAttribute('controls');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    fireEvent.error(player as HTMLVideoElement);
    expect(screen.getByRole('status')).toHaveTextContent('This video cannot be played: it may have expired or been removed.');
  });
});
