int xx_odd(struct kiobuf *kb)
{
	/* a non-blocking lock: not a shape the rules remove */
	if (lock_kiovec(1, &kb, 0))
		return -EAGAIN;
	do_io(kb);
	unlock_kiovec(1, &kb);
	return 0;
}
