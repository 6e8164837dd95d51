import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { VideoFacade } from './video-facade';

const poster = { src: '/poster.svg', width: 800, height: 600, alt: '' };

it('loads the privacy-enhanced YouTube player only when asked', async () => {
  render(<VideoFacade video={{ title: 'Cobot demo', youtubeId: 'abc123' }} poster={poster} />);
  expect(document.querySelector('iframe')).toBeNull();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Play video: Cobot demo' }));
  const player = screen.getByTitle('Cobot demo');
  expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abc123?autoplay=1');
});
