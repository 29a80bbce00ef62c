// What the rest of the web app may use of the chat feature (docs/decisions/014-module-boundaries.md).
// The Tanyamu page is not listed: the router reaches it directly, so it stays lazy.
export { ChatBox, type ChatBoxProps } from "./components/chat-box";
