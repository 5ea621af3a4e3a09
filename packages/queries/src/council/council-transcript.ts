import { apiUrl, HttpError } from '@ai-council/contracts';
import { pathOf } from '../call';
import { mutationHook } from '../mutation';

export interface TranscriptFile {
  filename: string;
  blob: Blob;
}

/** The name the server gives the file in content-disposition, else one built from the meeting id. */
function filenameOf(response: Response, meetingId: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const match = /filename="?([^";]+)"?/i.exec(header);
  return match?.[1] ?? `council-meeting-${meetingId.slice(0, 8)}.md`;
}

/** GET /api/council/{id}/transcript: the meeting as a Markdown file (a file, not JSON: fetched as such). */
export async function exportCouncilTranscript(meetingId: string): Promise<TranscriptFile> {
  const response = await fetch(apiUrl(pathOf('GET /api/council/{id}/transcript', { id: meetingId })), {
    credentials: 'include',
    headers: { Accept: 'text/markdown, text/plain' },
  });
  if (!response.ok) {
    throw new HttpError(response.status, response.statusText, await response.text().catch(() => ''));
  }
  return { filename: filenameOf(response, meetingId), blob: await response.blob() };
}

/** Hands the file to the browser as a download. */
export function saveFile({ filename, blob }: TranscriptFile) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Kept a moment: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Asked for on a click (a read that is an action): the file is saved once it arrives. */
export const useExportCouncilTranscript = mutationHook(exportCouncilTranscript, () => ({
  onSuccess: saveFile,
}));
