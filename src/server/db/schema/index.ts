export * from './catalog'
export * from './contact'
export * from './projects'
export * from './providers'
