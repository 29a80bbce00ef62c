import { CHAT_MESSAGES } from "@app/domain/chat/contracts";

/**
 * The chat's words. The spec's own texts come from CHAT_MESSAGES (packages/domain) as it writes them; the rest
 * are ours, listed in docs/web.md ('Discussion chat').
 */
export const CHAT_TEXTS = {
  roomFullTitle: CHAT_MESSAGES.roomFullTitle,
  roomFullBody: CHAT_MESSAGES.roomFullBody,
  back: "Kembali",
  svgHidden: CHAT_MESSAGES.svgHidden,
  programDiscussion: "Diskusi Program",
  // room
  messages: "Pesan",
  members: "Anggota",
  memberList: "Daftar Anggota",
  seeMembers: ", lihat daftar anggota",
  memberCount: (n: number) => `${n} anggota`,
  loadMoreMembers: "Muat anggota lainnya",
  loadingRoom: "Memuat ruang diskusi",
  connecting: "Menghubungkan ke ruang diskusi",
  roomFailed: "Ruang diskusi belum dapat dimuat.",
  messagesFailed: "Pesan belum dapat dimuat.",
  retry: "Coba Lagi",
  noMessages: "Belum ada pesan. Mulai diskusi dengan mengirim pesan pertama.",
  loadOlder: "Muat pesan sebelumnya",
  loadingOlder: "Memuat pesan sebelumnya",
  // a message
  you: "Anda",
  read: "Dibaca",
  sent: "Terkirim",
  reply: "Balas",
  delete: "Hapus",
  replyTo: (name: string) => `Balas pesan ${name}`,
  replyOwn: "Balas pesan Anda",
  deleteOf: (name: string) => `Hapus pesan ${name}`,
  deleteOwn: "Hapus pesan Anda",
  quoted: (name: string) => `Membalas ${name}`,
  file: "Berkas",
  download: (name: string) => `Unduh ${name}`,
  imageOf: (name: string) => `Gambar: ${name}`,
  newMessageFrom: (name: string, text: string) => `Pesan baru dari ${name}: ${text}`,
  // composer
  messageLabel: "Tulis pesan",
  messagePlaceholder: "Tulis pesan…",
  send: "Kirim",
  attach: "Lampirkan berkas",
  cancelReply: "Batal membalas",
  replyingTo: (name: string) => `Membalas ${name}`,
  uploading: "Mengunggah berkas",
  sendFailed: "Pesan belum terkirim. Coba lagi.",
  // delete
  deleteTitle: "Hapus Pesan?",
  deleteBody: "Pesan ini akan dihapus untuk semua anggota ruang diskusi.",
  cancel: "Batal",
  deleteFailed: "Pesan belum dapat dihapus.",
  // box
  openChat: "Buka chat fasilitator",
  closeChat: "Tutup chat",
  chatBoxLabel: "Chat",
  // page
  pageTitle: "Tanyamu",
  roomList: "Ruang diskusi",
  backToList: "Kembali ke daftar ruang diskusi",
  noRooms: "Belum ada ruang diskusi",
  noRoomsBody: "Ruang diskusi muncul di sini setelah Anda mengikuti program yang memilikinya.",
  toProgrammu: "Lihat Programmu",
  roomsFailed: "Daftar ruang diskusi belum dapat dimuat.",
  unread: (n: number) => `${n} pesan belum dibaca`,
  noMessageYet: "Belum ada pesan",
  chooseRoom: "Pilih ruang diskusi untuk mulai berdiskusi.",
  fileMessage: "Mengirim berkas",
} as const;
