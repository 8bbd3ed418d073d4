import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html.tsx';

describe('SafeHtml', () => {
  it('shows the allowed formatting of platform HTML', () => {
    render(<SafeHtml html={'<h3>Title</h3><p>Some <strong>bold</strong> text and a <a href="https://example.com/a">link</a></p>'} />);
    expect(screen.getByRole('heading', { name: 'Title' })).toBeInTheDocument();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    const link = screen.getByRole('link', { name: 'link' });
    expect(link).toHaveAttribute('href', 'https://example.com/a');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps the text of a hostile body but none of its scripts, handlers or script links', () => {
    const { container } = render(
      <SafeHtml html={'<p>kept</p><img src="x.png" onerror="alert(1)"><a href="javascript:alert(1)">go</a><script>alert(2)</script>'} />,
    );
    expect(screen.getByText('kept')).toBeInTheDocument();
    expect(screen.getByText('go')).not.toHaveAttribute('href');
    expect(container.querySelector('script, [onerror]')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', 'x.png');
  });

  it('renders nothing for an empty body', () => {
    const { container } = render(<SafeHtml html={null} style={{ lineHeight: 1.7 }} />);
    expect(container.firstElementChild?.innerHTML).toBe('');
    expect(container.firstElementChild).toHaveStyle({ lineHeight: '1.7' });
  });
});
