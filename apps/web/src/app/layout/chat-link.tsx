const WHATSAPP_URL = 'https://wa.me/27861017722';

function WhatsAppIcon({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3z"
      />
    </svg>
  );
}

/**
 * The WhatsApp chat button. It floats in the bottom corner only where the page leaves a margin
 * wide enough for it beside the content (layout.css), so it never covers a field, a price or a
 * button; on narrower screens the same link sits in the top bar (`inline`).
 */
export function ChatLink({ inline = false }: { inline?: boolean }) {
  const link = (
    <a
      className={inline ? 'chat-link-inline' : 'chat-link'}
      href={WHATSAPP_URL}
      aria-label="Chat with us on WhatsApp"
      target="_blank"
      rel="noopener noreferrer"
    >
      <WhatsAppIcon size={inline ? 20 : 28} />
    </a>
  );
  if (inline) return link;
  return (
    <aside className="chat" aria-label="Chat">
      {link}
    </aside>
  );
}
