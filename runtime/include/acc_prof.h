/*===- acc_prof.h - OpenACC 3.3 profiling interface -----------------------===*\
|*                                                                            *|
|* Part of accc, an OpenACC to OpenMP compiler built on Clang.                *|
|*                                                                            *|
|* The OpenACC 3.3 profiling interface (chapter 5) as libacc implements it:   *|
|* the event types, the three information structures passed to callbacks,    *|
|* and the registration routines. Names, types, member order and enumerator  *|
|* values are the specification's, so that a profiling library written       *|
|* against it compiles against this header unchanged, C and C++.             *|
|* docs/Profiling.md says which events occur where and what each field holds. *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef ACCC_ACC_PROF_H
#define ACCC_ACC_PROF_H

/* The interface uses openacc.h's acc_device_t (sec. 5.2.1). */
#include <openacc.h>
#include <stddef.h>
#include <sys/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Sec. 5.1: event types. */
typedef enum acc_event_t {
  acc_ev_none = 0,
  acc_ev_device_init_start = 1,
  acc_ev_device_init_end = 2,
  acc_ev_device_shutdown_start = 3,
  acc_ev_device_shutdown_end = 4,
  acc_ev_runtime_shutdown = 5,
  acc_ev_create = 6,
  acc_ev_delete = 7,
  acc_ev_alloc = 8,
  acc_ev_free = 9,
  acc_ev_enter_data_start = 10,
  acc_ev_enter_data_end = 11,
  acc_ev_exit_data_start = 12,
  acc_ev_exit_data_end = 13,
  acc_ev_update_start = 14,
  acc_ev_update_end = 15,
  acc_ev_compute_construct_start = 16,
  acc_ev_compute_construct_end = 17,
  acc_ev_enqueue_launch_start = 18,
  acc_ev_enqueue_launch_end = 19,
  acc_ev_enqueue_upload_start = 20,
  acc_ev_enqueue_upload_end = 21,
  acc_ev_enqueue_download_start = 22,
  acc_ev_enqueue_download_end = 23,
  acc_ev_wait_start = 24,
  acc_ev_wait_end = 25,
  acc_ev_last = 26
} acc_event_t;

/* Sec. 5.2.1: first argument of a callback, general information. */
typedef struct acc_prof_info {
  acc_event_t event_type;
  int valid_bytes;
  int version;
  acc_device_t device_type;
  int device_number;
  int thread_id;
  ssize_t async;
  ssize_t async_queue;
  const char *src_file;
  const char *func_name;
  int line_no, end_line_no;
  int func_line_no, func_end_line_no;
} acc_prof_info;

/* Sec. 5.2.2: the construct (or the runtime API routine) an event belongs
   to. */
typedef enum acc_construct_t {
  acc_construct_parallel = 0,
  acc_construct_kernels = 1,
  acc_construct_loop = 2,
  acc_construct_data = 3,
  acc_construct_enter_data = 4,
  acc_construct_exit_data = 5,
  acc_construct_host_data = 6,
  acc_construct_atomic = 7,
  acc_construct_declare = 8,
  acc_construct_init = 9,
  acc_construct_shutdown = 10,
  acc_construct_set = 11,
  acc_construct_update = 12,
  acc_construct_routine = 13,
  acc_construct_wait = 14,
  acc_construct_runtime_api = 15,
  acc_construct_serial = 16
} acc_construct_t;

/* Sec. 5.2.2: second argument, event-specific information. */
typedef struct acc_data_event_info {
  acc_event_t event_type;
  int valid_bytes;
  acc_construct_t parent_construct;
  int implicit;
  void *tool_info;
  const char *var_name;
  size_t bytes;
  const void *host_ptr;
  const void *device_ptr;
} acc_data_event_info;

typedef struct acc_launch_event_info {
  acc_event_t event_type;
  int valid_bytes;
  acc_construct_t parent_construct;
  int implicit;
  void *tool_info;
  const char *kernel_name;
  size_t num_gangs, num_workers, vector_length;
} acc_launch_event_info;

typedef struct acc_other_event_info {
  acc_event_t event_type;
  int valid_bytes;
  acc_construct_t parent_construct;
  int implicit;
  void *tool_info;
} acc_other_event_info;

typedef union acc_event_info {
  acc_event_t event_type;
  acc_data_event_info data_event;
  acc_launch_event_info launch_event;
  acc_other_event_info other_event;
} acc_event_info;

/* Sec. 5.2.3: third argument, device API information. */
typedef enum acc_device_api {
  acc_device_api_none = 0,
  acc_device_api_cuda = 1,
  acc_device_api_opencl = 2,
  acc_device_api_coi = 3,
  acc_device_api_other = 4
} acc_device_api;

typedef struct acc_api_info {
  acc_device_api device_api;
  int valid_bytes;
  acc_device_t device_type;
  int vendor;
  const void *device_handle;
  const void *context_handle;
  const void *async_handle;
} acc_api_info;

/* Sec. 5.2: a callback. */
typedef void (*acc_prof_callback)(acc_prof_info *, acc_event_info *,
                                  acc_api_info *);

/* Sec. 5.3: registration. acc_reg adds a callback; acc_toggle and
   acc_toggle_per_thread enable (register) or disable (unregister) callbacks
   that are registered, for every thread or for the calling one. */
typedef enum acc_register_t {
  acc_reg = 0,
  acc_toggle = 1,
  acc_toggle_per_thread = 2
} acc_register_t;

typedef void (*acc_prof_reg)(acc_event_t, acc_prof_callback, acc_register_t);
void acc_prof_register(acc_event_t event_type, acc_prof_callback cb,
                       acc_register_t info) __ACCC_NOTHROW;
void acc_prof_unregister(acc_event_t event_type, acc_prof_callback cb,
                         acc_register_t info) __ACCC_NOTHROW;

/* Sec. 5.3.4: inquiry functions by name (libacc defines none: NULL). */
typedef void (*acc_query_fn)();
typedef acc_query_fn (*acc_prof_lookup_func)(const char *);
acc_query_fn acc_prof_lookup(const char *name) __ACCC_NOTHROW;

/* Sec. 5.4: the routine a profiling library defines; libacc calls it for a
   library named by ACC_PROFLIB, one loaded with LD_PRELOAD, and one linked
   into the program. Not defined by libacc. */
void acc_register_library(acc_prof_reg reg, acc_prof_reg unreg,
                          acc_prof_lookup_func lookup);

#ifdef __cplusplus
}
#endif

#endif /* ACCC_ACC_PROF_H */
