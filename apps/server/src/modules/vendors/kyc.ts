// KYC files are judged by platform/file-type.ts (the help desk's attachments share it).
export { KYC_EXTENSIONS, kycFileName, sniffKyc } from '../../platform/file-type.ts';
