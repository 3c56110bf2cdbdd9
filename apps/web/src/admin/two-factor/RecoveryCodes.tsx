import { Button, CopyButton, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { ActionTooltip } from '../admin-tooltips.tsx';
import classes from './TwoFactor.module.css';

const recoveryCodesTexts = {
  title: 'Your recovery codes',
  explanation:
    'Each code logs you in once in place of a code from the app, if you lose your phone. Keep them somewhere safe, such as a password manager: they are shown only now.',
  listLabel: 'Recovery codes',
  copy: 'Copy',
  copyHint: 'Copy the ten codes to the clipboard',
  copied: 'Copied',
  download: 'Download',
  downloadHint: 'Save the ten codes as a text file',
  saved: 'I have saved them',
  fileName: 'recovery-codes.txt',
} as const;

type RecoveryCodesProps = {
  readonly codes: readonly string[];
  /** One level below the heading of the section the codes show in. */
  readonly headingOrder: 2 | 4;
  readonly onSaved: () => void;
};

/** The ten codes, shown once, to copy or download before going on. */
export function RecoveryCodes({ codes, headingOrder, onSaved }: RecoveryCodesProps) {
  const text = `${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = recoveryCodesTexts.fileName;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack gap="sm">
      <Title order={headingOrder} size="h4">
        {recoveryCodesTexts.title}
      </Title>
      <Text size="sm">{recoveryCodesTexts.explanation}</Text>
      <List
        aria-label={recoveryCodesTexts.listLabel}
        listStyleType="none"
        className={classes.codes}
        spacing={2}
      >
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group gap="sm">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <ActionTooltip label={recoveryCodesTexts.copyHint}>
              <Button
                variant="default"
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
              >
                {copied ? recoveryCodesTexts.copied : recoveryCodesTexts.copy}
              </Button>
            </ActionTooltip>
          )}
        </CopyButton>
        <ActionTooltip label={recoveryCodesTexts.downloadHint}>
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={download}>
            {recoveryCodesTexts.download}
          </Button>
        </ActionTooltip>
        <Button onClick={onSaved}>{recoveryCodesTexts.saved}</Button>
      </Group>
    </Stack>
  );
}
