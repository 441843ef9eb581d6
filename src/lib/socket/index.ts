/** The realtime client's public face: connection, React provider and hooks, saga channel. */
export type { AppSocket, CreateSocketOptions } from './createSocket';
export type { SocketStatus, SocketFactory } from './connection';
export { SocketProvider, useSocket, type SocketContextValue, type SocketProviderProps } from './SocketProvider';
export { handleSocketEvents, socketEventChannel, socketSession, type SocketMessage, type SocketEventSource } from './eventChannel';
export { useSocketChannel, type SocketChannelActions } from './useSocketChannel';
