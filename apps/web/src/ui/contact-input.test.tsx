import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContactInput } from './contact-input';

function Form() {
  const [value, setValue] = useState('');
  return (
    <form>
      <ContactInput id="contact" value={value} onChange={setValue} error={undefined} />
      <output>{value}</output>
    </form>
  );
}

describe('ContactInput', () => {
  it('keeps what the shopper typed into the server-rendered box before the page hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const input = container.querySelector('input') as HTMLInputElement;
    input.value = 'lan@example.vn';
    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    expect(input.value).toBe('lan@example.vn');
    expect(container.querySelector('output')?.textContent).toBe('lan@example.vn');
    container.remove();
  });
});
