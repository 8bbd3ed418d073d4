/**
 * The platform's upload for the kit's Upload components and the chat's pictures and files: object
 * storage first with a ticket (GetFileUploadToken's by default, 60 s, progress reported, cancellable),
 * the server upload (`common/upload`) when that fails — the policy is src/lib/upload's, the calls
 * are the generated ones.
 */
import { useQueryClient } from '@tanstack/react-query';
import { getGetFileUploadTokenQueryOptions, useUploadCommonFile } from '@generated/main/common/common';
import { randomUuid } from '@/lib/http/random-id.ts';
import { toImageUrl } from '@/lib/media/image-path.ts';
import { type StorageUploadTicket, type UploadBucket, UPLOAD_BUCKET, uploadFile } from '@/lib/upload/upload-file.ts';

export interface UploadedFile {
  /** The stored path (no base URL), what forms save. */
  path: string;
  /** A URL to show it right away (signed for the private bucket). */
  url: string;
}

/** Object storage's ticket for one file, and the base URL its key is served under. */
export type StorageTicketSource = (file: File, signal?: AbortSignal) => Promise<{ ticket: StorageUploadTicket; baseUrl: string }>;

export interface UploadOptions {
  /** The platform folder (`hospital/doctor`). */
  folder: string;
  bucket?: UploadBucket;
  /** Where the ticket comes from when not GetFileUploadToken (the chat's media token). */
  ticketSource?: StorageTicketSource;
}

function extensionOf(name: string): string {
  const match = /\.[a-z0-9]{1,8}$/i.exec(name);
  return match ? match[0].toLowerCase() : '';
}

export function useUpload({ folder, bucket = UPLOAD_BUCKET.public, ticketSource }: UploadOptions) {
  const queryClient = useQueryClient();
  const serverUpload = useUploadCommonFile();
  /** GetFileUploadToken's POST policy, the key made here under the folder. */
  const platformTicket: StorageTicketSource = async (file) => {
    // A ticket is short-lived: always a fresh one.
    const answer = await queryClient.fetchQuery({ ...getGetFileUploadTokenQueryOptions({ bucket }), staleTime: 0 });
    const ticket = answer.data;
    return {
      baseUrl: ticket.baseUrl,
      ticket: {
        host: ticket.host,
        key: `${ticket.keyPrefix}${folder}/${randomUuid()}${extensionOf(file.name)}`,
        fields: { policy: ticket.policy, OSSAccessKeyId: ticket.accessId, signature: ticket.signature, success_action_status: '200' },
      },
    };
  };
  return async (file: File, onProgress?: (percent: number) => void, signal?: AbortSignal): Promise<UploadedFile> => {
    let baseUrl = '';
    let fullUrl = '';
    const result = await uploadFile(
      { file, fileName: file.name, path: folder, bucket },
      {
        getStorageTicket: async () => {
          const issued = await (ticketSource ?? platformTicket)(file, signal);
          baseUrl = issued.baseUrl;
          return issued.ticket;
        },
        serverUpload: async (input) => {
          const answer = await serverUpload.mutateAsync({ data: { file: input.file, path: input.path, bucket: input.bucket } });
          fullUrl = answer.data.fullUrl;
          return answer.data.url;
        },
        onProgress,
        signal,
      },
    );
    return { path: result.path, url: result.via === 'server' ? fullUrl : toImageUrl(result.path, baseUrl) };
  };
}
