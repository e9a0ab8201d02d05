import { GREETING, chatLink } from '../lib/chat'

/**
 * The floating chat-app button on every page, in a dock that the page leaves room for:
 * a bar along the bottom of the screen on phones and tablets; on a laptop or wider it
 * floats in the margin beside the content; on a car page on a phone it joins the car's bar.
 * So it never sits over a control or text (see .chat-dock in styles.css).
 */
export function ChatButton({ number }: { number: string }) {
  return (
    <div className="chat-dock">
      <p className="chat-dock-text">Questions? We reply on WhatsApp.</p>
      <a
        className="chat-button"
        href={chatLink(number, GREETING)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp (opens in a new tab)"
      >
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.8-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .1-1.3c0-.1-.2-.2-.4-.3Z"
          />
        </svg>
      </a>
    </div>
  )
}
