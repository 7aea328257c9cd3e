import { z } from '../validation';

export const loginInput = z.object({
  username: z.string().min(1, 'Bắt buộc').max(200, 'Tối đa 200 ký tự'),
  password: z.string().min(1, 'Bắt buộc').max(1000, 'Tối đa 1000 ký tự'),
});
