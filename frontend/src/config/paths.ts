// Every URL of the app in one place.

export const paths = {
  home: '/',
  aboutUs: '/about-us',
  contact: '/contact',
  products: '/products',
  productsMaintain: '/products-maintain',
  services: '/services',
  blogs: '/blogs',
  search: (name: string) => `/search/${encodeURIComponent(name)}`,
  adminLogin: '/admin-login',
  admin: {
    root: '/admin',
    products: '/admin/products',
    configuration: '/admin/configuration',
  },
} as const;
