import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { pageTitle, useDocumentTitle } from '../../../lib/page-title';
import { verifyLeaseFile, type VerifyState } from './verify-lease';
import { VerifyLeaseView } from './VerifyLeaseView';

/** /verify, public: posts the chosen PDF to /api/verify and shows the answer. */
export default function VerifyLeaseContainer() {
  const { t } = useLingui();
  useDocumentTitle(pageTitle(t`Verify a lease`));
  const [state, setState] = useState<VerifyState>({ status: 'idle' });
  const last = useRef<File | null>(null);
  const check = async (file: File) => {
    last.current = file;
    setState({ status: 'checking', fileName: file.name });
    const answer = await verifyLeaseFile(file);
    // A later file wins over an earlier answer still on its way.
    if (last.current === file) setState({ ...answer, fileName: file.name });
  };
  return (
    <VerifyLeaseView
      state={state}
      onFile={(file) => void check(file)}
      onRefused={(status, fileName) => setState({ status, fileName })}
      onRetry={() => last.current && void check(last.current)}
    />
  );
}
