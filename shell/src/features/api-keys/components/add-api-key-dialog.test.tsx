import { fakeApi, renderPage } from '@ai-council/ui/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AddApiKeyDialog } from './add-api-key-dialog';

const keys = {
  openaiClassic: `sk-${'a1B2c3D4e5'}T3BlbkFJ${'f6G7h8I9j0'}`,
  openaiProject: `sk-proj-${'x'.repeat(35)}`,
  anthropic: `sk-ant-api03-${'Ab9_-'.repeat(19)}`,
  google: `AIza${'Sy-_0123456789abcdefghijklmnopqrstu'}`,
};

function renderDialog(onOpenChange = vi.fn()) {
  renderPage(<AddApiKeyDialog open onOpenChange={onOpenChange} />, {
    path: '/api-keys',
  });
  return { onOpenChange };
}

function chooseProvider(name: 'OpenAI' | 'Anthropic' | 'Google' | 'OpenAI-compatible (local)') {
  const trigger = screen.getByLabelText('Provider');
  fireEvent.keyDown(trigger, { key: 'Enter' });
  // 'OpenAI' alone is not the local provider, whose name starts the same.
  const escaped = name.replace(/[()]/g, '\\$&');
  fireEvent.click(screen.getByRole('option', { name: new RegExp(`^${escaped}(?!-compatible)`) }));
}

function fill({ name, key }: { name?: string; key?: string }) {
  if (name !== undefined) fireEvent.change(screen.getByLabelText('Key name'), { target: { value: name } });
  if (key !== undefined) fireEvent.change(screen.getByLabelText('API key'), { target: { value: key } });
}

async function save() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save Key' }));
  });
}

const keyField = () => screen.getByLabelText<HTMLInputElement>('API key');
const problem = () => screen.queryByTestId('api-key-problem')?.textContent ?? null;

describe('Add API Key dialog: SPEC §5 validation', () => {
  it('when the sample keys are checked, then they have the lengths SPEC §5 describes', () => {
    expect(keys.openaiClassic).toHaveLength(31);
    expect(keys.openaiProject).toHaveLength(43);
    expect(keys.anthropic).toHaveLength('sk-ant-api03-'.length + 95);
    expect(keys.google).toHaveLength(39);
  });

  it('when nothing is filled in, then it asks for every field and sends nothing', async () => {
    const { calls } = fakeApi({});
    renderDialog();
    await save();
    expect(problem()).toBe('Missing Information: Please fill in all required fields.');
    expect(calls).toEqual([]);
  });

  it('when the provider is missing, then it asks for every field and the key field is cleared', async () => {
    fakeApi({});
    renderDialog();
    fill({ name: 'Mine', key: keys.google });
    await save();
    expect(problem()).toBe('Missing Information: Please fill in all required fields.');
    expect(keyField().value).toBe('');
  });

  it('when the key name is blank, then it asks for every field', async () => {
    fakeApi({});
    renderDialog();
    chooseProvider('Google');
    fill({ name: '   ', key: keys.google });
    await save();
    expect(problem()).toBe('Missing Information: Please fill in all required fields.');
  });

  it('when the key is under 10 characters, then Invalid API Key says it is too short', async () => {
    fakeApi({});
    renderDialog();
    chooseProvider('OpenAI');
    fill({ name: 'Mine', key: 'sk-short' });
    await save();
    expect(problem()).toBe('Invalid API Key: API key appears to be too short or invalid.');
    expect(keyField().value).toBe('');
  });

  it.each([
    ['OpenAI', 'sk-abcdefghijklmnopqrstuvwxyz', 'a classic key without the OpenAI marker'],
    ['OpenAI', `sk-proj-${'x'.repeat(34)}`, 'a project key of 42 characters'],
    ['OpenAI', `pk-proj-${'x'.repeat(40)}`, 'a key with the wrong prefix'],
    ['Anthropic', `sk-ant-api03-${'a'.repeat(94)}`, '94 characters after the prefix'],
    ['Anthropic', `sk-ant-api03-${'a'.repeat(96)}`, '96 characters after the prefix'],
    ['Anthropic', `sk-ant-api02-${'a'.repeat(95)}`, 'the wrong version in the prefix'],
    ['Anthropic', `sk-ant-api03-${'a'.repeat(94)}!`, 'a character outside letters, digits, _ and -'],
    ['Google', 'A'.repeat(38), '38 characters'],
    ['Google', 'A'.repeat(40), '40 characters'],
    ['Google', `${'A'.repeat(38)}.`, 'a dot'],
  ] as const)(
    'when the %s key is %s (%s), then the format is refused for that provider',
    async (provider, key, _case) => {
      const { calls } = fakeApi({});
      renderDialog();
      chooseProvider(provider);
      fill({ name: 'Mine', key });
      await save();
      expect(problem()).toBe(`Invalid API Key Format: The API key format is not valid for ${provider}.`);
      expect(keyField().value).toBe('');
      expect(calls).toEqual([]);
    },
  );

  it.each([
    ['OpenAI', 'openai', keys.openaiClassic],
    ['OpenAI', 'openai', keys.openaiProject],
    ['OpenAI', 'openai', `sk-proj-${'Ab_-9'.repeat(20)}`],
    ['Anthropic', 'anthropic', keys.anthropic],
    ['Google', 'google', keys.google],
  ] as const)(
    'when a valid %s key is saved, then it is sent as encryptedKey, the toast says encrypted and the dialog closes',
    async (name, provider, key) => {
      const { calls } = fakeApi({
        'POST /api/api-keys': {
          id: 'k1',
          provider,
          keyName: 'Work key',
          createdAt: '2025-01-01T00:00:00.000Z',
        },
        'POST /api/analytics/feature-usage': { id: 'e1' },
      });
      const { onOpenChange } = renderDialog();
      chooseProvider(name);
      fill({ name: '  Work key ', key });
      await save();
      await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
      expect(calls.find((c) => c.path === '/api/api-keys')?.body).toEqual({
        provider,
        keyName: 'Work key',
        encryptedKey: key,
      });
      expect(screen.getAllByText('API Key Added').length).toBeGreaterThan(0);
      expect(
        screen.getAllByText(`Your ${name} key was encrypted and stored securely.`).length,
      ).toBeGreaterThan(0);
      expect(problem()).toBeNull();
    },
  );

  it('when a local model is added, then it needs a server address and a model name, but no key', async () => {
    const { calls } = fakeApi({
      'POST /api/api-keys': {
        id: 'k9',
        provider: 'local',
        keyName: 'Ollama',
        createdAt: '2025-01-01T00:00:00.000Z',
        baseUrl: 'http://127.0.0.1:11434/v1',
        model: 'llama3.1:8b',
      },
      'POST /api/analytics/feature-usage': { id: 'e1' },
    });
    const { onOpenChange } = renderDialog();
    chooseProvider('OpenAI-compatible (local)');
    fireEvent.change(screen.getByLabelText('Key name'), { target: { value: 'Ollama' } });
    await save();
    expect(problem()).toMatch(/^Missing Information: A local model needs the address of its server/);
    fireEvent.change(screen.getByLabelText('Server address'), { target: { value: 'ftp://box/v1' } });
    fireEvent.change(screen.getByLabelText('Model name'), { target: { value: 'llama3.1:8b' } });
    await save();
    expect(problem()).toMatch(/^Invalid Server Address:/);
    expect(calls).toEqual([]);
    fireEvent.change(screen.getByLabelText('Server address'), {
      target: { value: 'http://127.0.0.1:11434/v1' },
    });
    await save();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.find((c) => c.path === '/api/api-keys')?.body).toEqual({
      provider: 'local',
      keyName: 'Ollama',
      encryptedKey: '',
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3.1:8b',
    });
  });

  it('when the server refuses to store the key, then Failed to Add Key explains it and the key field is empty', async () => {
    fakeApi({ 'POST /api/api-keys': new Response('boom', { status: 500 }) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { onOpenChange } = renderDialog();
    chooseProvider('Google');
    fill({ name: 'Mine', key: keys.google });
    await save();
    expect((await screen.findAllByText('Failed to Add Key')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Unable to store your API key. Please try again.').length).toBeGreaterThan(0);
    expect(keyField().value).toBe('');
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('when the server answers 400 with a message, then that message shows in the dialog too', async () => {
    fakeApi({
      'POST /api/api-keys': new Response(
        JSON.stringify({ message: 'Invalid API Key Format: The API key format is not valid for Google.' }),
        { status: 400 },
      ),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDialog();
    chooseProvider('Google');
    fill({ name: 'Mine', key: keys.google });
    await save();
    await waitFor(() =>
      expect(problem()).toBe('Invalid API Key Format: The API key format is not valid for Google.'),
    );
  });

  it('when a provider is chosen, then the hint under the key describes its format', () => {
    fakeApi({});
    renderDialog();
    expect(screen.getByText('Choose a provider to see what its keys look like.')).toBeTruthy();
    chooseProvider('Anthropic');
    expect(screen.getByText('Starts with sk-ant-api03- followed by 95 characters.')).toBeTruthy();
  });
});
