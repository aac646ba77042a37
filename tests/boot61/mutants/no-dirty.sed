# no-dirty: user_pages_unmap() unpins without dirtying the pages the device
# wrote (unpin_user_pages()); caught when a shared file mapping written back
# while it was pinned loses what the device wrote after that
# drivers: dev_struct simple_rw
s/^\t\tunpin_user_pages_dirty_lock(up->maplist, up->nr_pages,$/\t\tunpin_user_pages(up->maplist, up->nr_pages);/
/^\t\t\t\t\t    up->write);$/d
