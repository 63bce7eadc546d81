/*
 * Gift packets on the wire (issue #19, spec §1 "a gift/prize spin"): snake_case as 6amMart
 * sends its replies. The 6amMart customer web's own shapes for these calls are not public in
 * the sources searched; the field names follow its conventions for items and lists.
 */

/** An item a packet may give, with its weight and the chance that weight makes. */
export interface GiftPacketItem {
  item_id: number;
  name: string;
  image: string;
  /** What the item costs in the shop; won, it costs nothing. */
  price: number;
  weight: number;
  /** The weight over the packet's summed weights, 0 to 1. */
  chance: number;
}

/** A packet the home page offers. */
export interface GiftPacket {
  id: number;
  name: string;
  description: string;
  image: string;
  items: GiftPacketItem[];
}

/** Reply of GET /api/v1/home-gift-packets: a page of packets. */
export interface GiftPacketPage {
  total_size: number;
  limit: string;
  offset: string;
  gift_packets: GiftPacket[];
}

/** A customer's spin of a packet: what it gave, the seed it was drawn with, its order. */
export interface GiftDraw {
  id: number;
  gift_packet_id: number;
  item: Omit<GiftPacketItem, 'weight' | 'chance'>;
  /** What the gift costs on the order: always 0. */
  gift_price: number;
  /** The seed the item was drawn by (hex): with the stored weights it recomputes the draw. */
  seed: string;
  /** The order the gift goes out with, or null until it joins one. */
  order_id: number | null;
  created_at: string;
}

/** Reply of GET /api/v1/customer/get-gift-item: the customer's draw of a packet, if any. */
export interface GiftItemReply {
  gift_item: GiftDraw | null;
}
