import { screen, waitFor } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../core/validation';
import { gifBytes, jpegBytes, pngBytes } from '../../core/validation/imageBytes.fixtures';
import { renderWithSouq, seriousViolations } from '../testing';
import { ImagePicker } from './ImagePicker';

/** The picker holding its own photos, as a form does. */
function Picker(): ReactNode {
  const [files, setFiles] = useState<File[]>([]);
  return <ImagePicker label="Photos (optional)" files={files} onChange={setFiles} />;
}

const TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif' };

/** A file as a file chooser hands it over: its bytes, and the type its name suggests. */
const file = (name: string, bytes: Uint8Array<ArrayBuffer>) =>
  new File([bytes], name, { type: TYPES[name.split('.').pop() ?? ''] ?? '' });
const thumbnails = () => screen.queryAllByRole('img', { name: /^Photo \d$/ });

describe('given an empty photo picker', () => {
  it('takes JPG, PNG and GIF photos and shows each with a remove button', async () => {
    const { user } = renderWithSouq(<Picker />);
    const input = screen.getByLabelText('Add photos');
    expect(input.getAttribute('accept')).toBe('image/jpeg,image/png,image/gif');
    await user.upload(input, [
      file('a.jpg', jpegBytes(4, 4)),
      file('b.png', pngBytes(4, 4)),
      file('c.gif', gifBytes(4, 4)),
    ]);
    await waitFor(() => expect(thumbnails()).toHaveLength(3));
    expect(screen.getByRole('button', { name: 'Remove photo 3' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Photos (optional)' })).toBeTruthy();
  });

  it('refuses a fourth photo with the spec’s message and keeps the three', async () => {
    const { user } = renderWithSouq(<Picker />);
    const input = screen.getByLabelText('Add photos');
    await user.upload(input, [file('1.png', pngBytes(4, 4)), file('2.png', pngBytes(4, 4))]);
    await user.upload(input, [file('3.png', pngBytes(4, 4)), file('4.png', pngBytes(4, 4))]);
    expect(await screen.findByText('Maximum 3 images can be send at a time.')).toBeTruthy();
    expect(thumbnails()).toHaveLength(3);
  });

  it('refuses a photo that is not a picture by its bytes, or above 2 MB, and says why', async () => {
    const { user } = renderWithSouq(<Picker />);
    const input = screen.getByLabelText('Add photos');
    await user.upload(input, [
      new File(['not a picture'], 'fake.png', { type: 'image/png' }),
      file('huge.png', pngBytes(4, 4, IMAGE_MAX_BYTES + 1)),
    ]);
    expect(await screen.findByText('Only JPG, PNG and GIF images are allowed')).toBeTruthy();
    expect(screen.getByText('Image size must not exceed 2 MB')).toBeTruthy();
    expect(thumbnails()).toHaveLength(0);
    expect(input.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
  });

  it('removes a photo and lets another take its place', async () => {
    const { user } = renderWithSouq(<Picker />);
    const input = screen.getByLabelText('Add photos');
    await user.upload(input, [
      file('1.png', pngBytes(4, 4)),
      file('2.png', pngBytes(4, 4)),
      file('3.png', pngBytes(4, 4)),
    ]);
    await waitFor(() => expect(thumbnails()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(thumbnails()).toHaveLength(2);
    await user.upload(input, file('4.gif', gifBytes(4, 4)));
    await waitFor(() => expect(thumbnails()).toHaveLength(3));
    expect(screen.queryByText('Maximum 3 images can be send at a time.')).toBeNull();
  });

  it('says its limits in Arabic, and has no serious accessibility violations', async () => {
    const { container } = renderWithSouq(<Picker />, { language: 'ar' });
    expect(screen.getByLabelText('أضف صورًا')).toBeTruthy();
    expect(screen.getByText(/3 صور كحد أقصى/)).toBeTruthy();
    expect(await seriousViolations(container)).toEqual([]);
  });
});
