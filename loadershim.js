// Gatsby's loader shim for jest (see Gatsby's unit-testing guide).
global.___loader = { enqueue: jest.fn() };
