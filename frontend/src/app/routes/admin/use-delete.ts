import { useRevalidator } from 'react-router-dom';
import { messages } from '@vongbi/functions/contract/messages';
import { confirmDelete } from '@/components/ui/confirm';
import { ApiError } from '@/lib/api-client';

/**
 * Delete with the specification's dialogue: confirm, delete, 'Xóa thành công.', then reload the screen's data
 * (or go elsewhere). A refusal (e.g. a category that still has products) is shown as the server words it;
 * a lost session is handled by the admin layout.
 */
export const useDelete = () => {
  const revalidator = useRevalidator();
  return async (remove: () => Promise<void>, afterwards?: () => void): Promise<void> => {
    if (!confirmDelete()) return;
    try {
      await remove();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      window.alert(error instanceof ApiError ? error.message : messages.internal);
      return;
    }
    window.alert('Xóa thành công.');
    if (afterwards) afterwards();
    else void revalidator.revalidate();
  };
};
