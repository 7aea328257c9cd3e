import type { Video } from '@vongbi/functions/contract';
import { apiRequest } from '@/lib/api-client';

export const getVideos = (): Promise<Video[]> => apiRequest<Video[]>('/videos');
