struct xx_dev {
	struct kiobuf *in, *out;
	struct kiobuf kio;
};

static int xx_chunk(struct kiobuf *kb, size_t left)
{
	struct kiobuf *a, *vec[2];
	size_t chunk = KIO_MAX_ATOMIC_IO << 10;
	int sg[KIO_STATIC_PAGES];

	return sizeof(struct kiobuf) + (left < chunk ? left : chunk);
}
