export { WALLET_PAGE_SIZE, Wallet, type WalletProps } from './Wallet';
