import { Button } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { ActionTooltip } from '../admin-tooltips.tsx';
import { LongText } from '../record-detail/RecordDrawer.tsx';
import classes from './Conversation.module.css';
import { messageFrameDocument, messageFrameSandbox } from './message-frame.ts';

const messageBodyTexts = {
  showRemoteImages: 'Show remote images',
  showRemoteImagesHint:
    'Load the images this message links to on other servers: the sender may learn that it was read',
  remoteImagesHidden: 'Remote images are hidden.',
  noText: 'No text',
} as const;

type MessageFrameProps = {
  /** HTML sanitised on the server, never HTML as it arrived. */
  readonly html: string;
  /** Names the frame to a screen reader: whose message it is. */
  readonly title: string;
  readonly showRemoteImages: boolean;
};

/** A message's HTML in a sandboxed frame of its own, where nothing in it can run. */
export function MessageFrame({ html, title, showRemoteImages }: MessageFrameProps) {
  return (
    <iframe
      className={classes.frame}
      title={title}
      sandbox={messageFrameSandbox}
      referrerPolicy="no-referrer"
      srcDoc={messageFrameDocument(html, showRemoteImages)}
    />
  );
}

type MessageBodyProps = {
  readonly message: {
    readonly text: string;
    readonly html: string | null;
    readonly hasRemoteImages: boolean;
  };
  readonly title: string;
};

/**
 * What a message says: its plain text, or where the server kept its HTML, that HTML in a sandbox
 * with the images on other servers held back until staff ask for them.
 */
export function MessageBody({ message, title }: MessageBodyProps) {
  const [showRemoteImages, setShowRemoteImages] = useState(false);
  if (message.html === null) {
    return message.text.trim() === '' ? (
      <p className={classes.noText}>{messageBodyTexts.noText}</p>
    ) : (
      <LongText>{message.text}</LongText>
    );
  }
  return (
    <div className={classes.htmlBody}>
      {message.hasRemoteImages && !showRemoteImages && (
        <div className={classes.remoteImages}>
          <span>{messageBodyTexts.remoteImagesHidden}</span>
          <ActionTooltip label={messageBodyTexts.showRemoteImagesHint}>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPhoto aria-hidden size={14} />}
              onClick={() => {
                setShowRemoteImages(true);
              }}
            >
              {messageBodyTexts.showRemoteImages}
            </Button>
          </ActionTooltip>
        </div>
      )}
      <MessageFrame html={message.html} title={title} showRemoteImages={showRemoteImages} />
    </div>
  );
}
