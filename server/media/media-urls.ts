/** Image URLs are same-origin paths under the API, so they work behind the dev proxy too. */
export const mediaUrl = {
  item: (id: string) => `/api/media/items/${id}.svg`,
  category: (id: string) => `/api/media/categories/${id}.svg`,
  banner: (id: string) => `/api/media/banners/${id}.svg`,
  profileImage: (id: string) => `/api/media/profile-images/${id}`,
};
