/* zcport model of Linux 2.6: <linux/elevator.h> (declarations only) */
#ifndef _ZC26_LINUX_ELEVATOR_H
#define _ZC26_LINUX_ELEVATOR_H

struct request_queue;
struct request;
struct bio;

typedef struct elevator_s elevator_t;

#define ELEVATOR_NO_MERGE	0
#define ELEVATOR_FRONT_MERGE	1
#define ELEVATOR_BACK_MERGE	2

#define ELEVATOR_INSERT_FRONT	1
#define ELEVATOR_INSERT_BACK	2
#define ELEVATOR_INSERT_SORT	3

extern void elv_add_request(struct request_queue *, struct request *,
			    int, int);
extern void __elv_add_request(struct request_queue *, struct request *,
			      int, int);
extern int elv_merge(struct request_queue *, struct request **, struct bio *);
extern void elv_merge_requests(struct request_queue *, struct request *,
			       struct request *);
extern void elv_merged_request(struct request_queue *, struct request *);
extern void elv_remove_request(struct request_queue *, struct request *);
extern void elv_requeue_request(struct request_queue *, struct request *);
extern int elv_queue_empty(struct request_queue *);
extern struct request *elv_next_request(struct request_queue *q);
extern void elv_completed_request(struct request_queue *, struct request *);

#endif
