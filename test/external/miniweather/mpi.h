/* Minimal single-rank MPI stub for building miniWeather without an MPI library.
 * Implements only what c/miniWeather_mpi_openacc.cpp and c/miniWeather_serial.cpp use
 * (plus a few trivial extras). nranks == 1, rank == 0; point-to-point messages go
 * from the rank to itself and are matched by tag. */
#ifndef MINIWEATHER_STUB_MPI_H
#define MINIWEATHER_STUB_MPI_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef int MPI_Comm;
typedef int MPI_Datatype;
typedef int MPI_Op;
typedef int MPI_Request;
typedef int MPI_Info;
typedef long long MPI_Offset;
typedef struct { int MPI_SOURCE, MPI_TAG, MPI_ERROR; } MPI_Status;

#define MPI_SUCCESS          0
#define MPI_COMM_WORLD       ((MPI_Comm)1)
#define MPI_INFO_NULL        ((MPI_Info)0)
#define MPI_CHAR             ((MPI_Datatype)1)
#define MPI_INT              ((MPI_Datatype)2)
#define MPI_FLOAT            ((MPI_Datatype)3)
#define MPI_DOUBLE           ((MPI_Datatype)4)
#define MPI_SUM              ((MPI_Op)1)
#define MPI_MAX              ((MPI_Op)2)
#define MPI_MIN              ((MPI_Op)3)
#define MPI_REQUEST_NULL     ((MPI_Request)-1)
#define MPI_STATUS_IGNORE    ((MPI_Status *)0)
#define MPI_STATUSES_IGNORE  ((MPI_Status *)0)

static inline size_t mpistub_type_size(MPI_Datatype t) {
  switch (t) {
    case MPI_CHAR:   return sizeof(char);
    case MPI_INT:    return sizeof(int);
    case MPI_FLOAT:  return sizeof(float);
    case MPI_DOUBLE: return sizeof(double);
    default:
      fprintf(stderr, "mpi stub: unsupported datatype %d\n", t);
      abort();
  }
}

/* Pending point-to-point operations (slot index == MPI_Request). */
#define MPISTUB_MAX_REQ 64
typedef struct {
  int used;      /* slot in use */
  int is_send;   /* 1 = Isend, 0 = Irecv */
  int matched;   /* data has been transferred */
  void *buf;
  size_t bytes;
  int tag;
} mpistub_req_t;

static inline mpistub_req_t *mpistub_reqs(void) {
  static mpistub_req_t reqs[MPISTUB_MAX_REQ];
  return reqs;
}

static inline int mpistub_post(int is_send, void *buf, int count, MPI_Datatype dt, int peer,
                               int tag, MPI_Comm comm, MPI_Request *req) {
  (void)comm;
  if (peer != 0) { fprintf(stderr, "mpi stub: peer rank %d != 0\n", peer); abort(); }
  mpistub_req_t *r = mpistub_reqs();
  for (int i = 0; i < MPISTUB_MAX_REQ; i++) {
    if (!r[i].used) {
      r[i].used = 1; r[i].is_send = is_send; r[i].matched = 0;
      r[i].buf = buf; r[i].bytes = (size_t)count * mpistub_type_size(dt); r[i].tag = tag;
      *req = i;
      return MPI_SUCCESS;
    }
  }
  fprintf(stderr, "mpi stub: too many pending requests\n");
  abort();
}

/* Complete request i: pair it with an unmatched posted op of the opposite kind and
 * the same tag, copying the send buffer into the receive buffer. */
static inline void mpistub_complete(int i) {
  mpistub_req_t *r = mpistub_reqs();
  if (!r[i].matched) {
    for (int j = 0; j < MPISTUB_MAX_REQ; j++) {
      if (j != i && r[j].used && !r[j].matched && r[j].is_send != r[i].is_send && r[j].tag == r[i].tag) {
        mpistub_req_t *s = r[i].is_send ? &r[i] : &r[j];
        mpistub_req_t *d = r[i].is_send ? &r[j] : &r[i];
        if (s->bytes > d->bytes) { fprintf(stderr, "mpi stub: message truncated (tag %d)\n", s->tag); abort(); }
        memcpy(d->buf, s->buf, s->bytes);
        s->matched = d->matched = 1;
        break;
      }
    }
  }
  if (!r[i].matched) {
    fprintf(stderr, "mpi stub: %s with tag %d has no matching %s (would deadlock)\n",
            r[i].is_send ? "send" : "recv", r[i].tag, r[i].is_send ? "recv" : "send");
    abort();
  }
  r[i].used = 0;
}

static inline int MPI_Init(int *argc, char ***argv) { (void)argc; (void)argv; return MPI_SUCCESS; }
static inline int MPI_Finalize(void) { return MPI_SUCCESS; }
static inline int MPI_Comm_size(MPI_Comm comm, int *size) { (void)comm; *size = 1; return MPI_SUCCESS; }
static inline int MPI_Comm_rank(MPI_Comm comm, int *rank) { (void)comm; *rank = 0; return MPI_SUCCESS; }
static inline int MPI_Barrier(MPI_Comm comm) { (void)comm; return MPI_SUCCESS; }
static inline int MPI_Abort(MPI_Comm comm, int code) { (void)comm; exit(code); return MPI_SUCCESS; }

static inline double MPI_Wtime(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1.0e-9 * (double)ts.tv_nsec;
}

static inline int MPI_Allreduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype dt,
                                MPI_Op op, MPI_Comm comm) {
  (void)op; (void)comm;
  memcpy(recvbuf, sendbuf, (size_t)count * mpistub_type_size(dt)); /* one rank: any op is the identity */
  return MPI_SUCCESS;
}

static inline int MPI_Irecv(void *buf, int count, MPI_Datatype dt, int source, int tag,
                            MPI_Comm comm, MPI_Request *req) {
  return mpistub_post(0, buf, count, dt, source, tag, comm, req);
}

static inline int MPI_Isend(const void *buf, int count, MPI_Datatype dt, int dest, int tag,
                            MPI_Comm comm, MPI_Request *req) {
  return mpistub_post(1, (void *)buf, count, dt, dest, tag, comm, req);
}

static inline int MPI_Waitall(int count, MPI_Request reqs[], MPI_Status statuses[]) {
  (void)statuses;
  for (int n = 0; n < count; n++) {
    if (reqs[n] == MPI_REQUEST_NULL) continue;
    mpistub_complete(reqs[n]);
    reqs[n] = MPI_REQUEST_NULL;
  }
  return MPI_SUCCESS;
}

#endif /* MINIWEATHER_STUB_MPI_H */
