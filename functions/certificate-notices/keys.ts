// The partition keys the certificates' daily round touches, written as the route table writes them (`CERT#` a
// prefix, `CERT` an exact key): plain data, so the CDK stack grants exactly these and the tests check them.

/** What it reads: the certificates (a Query on the list index's partition `CERT`) and where the e-mail goes. */
export const CERTIFICATE_NOTICES_READ_KEYS = ['CERT', 'CONFIG#OWNER_EMAIL'] as const;

/** What it writes: its marks on the certificates (UpdateItem). */
export const CERTIFICATE_NOTICES_WRITE_KEYS = ['CERT#'] as const;
