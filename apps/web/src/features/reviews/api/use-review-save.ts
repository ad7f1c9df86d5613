import type { ReviewableLine } from '@shop/api-client';
import type { ReviewWrite } from '@shop/domain/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getApiClient } from '@/lib/api';
import { notifyAccount } from '@/ui/toast';
import { reviewQueries } from './review-queries';

/**
 * Writes a line's review, or edits the one already written. The thank-you text is the server's,
 * in the shopper's language; a refusal is left to the form, which shows the server's message.
 */
export function useReviewSave(line: ReviewableLine) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReviewWrite) => {
      const client = await getApiClient();
      return line.review
        ? client.editReview(line.review._id, body)
        : client.writeReview({ ...body, order_id: line.order_id, line: line.line });
    },
    onSuccess: (reply) => {
      void notifyAccount('success', reply.message);
      return queryClient.invalidateQueries({ queryKey: reviewQueries.all() });
    },
  });
}

/** Uploads one review photo (re-encoded by the server, without EXIF or GPS). */
export function useReviewPhotoUpload() {
  return useMutation({
    mutationFn: async (file: File) => (await getApiClient()).uploadReviewPhoto(file),
  });
}
