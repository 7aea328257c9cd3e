import { z } from 'zod';
import { vi } from 'zod/locales';
import { messages } from './messages';

// Zod speaks Vietnamese wherever the contract's schemas run; a missing field reads "Bắt buộc" as the
// contract's example shows.
z.config(vi());
z.config({ customError: (issue) => (issue.input === undefined ? messages.required : undefined) });

export { z };
