// acc_prof.h is the specification's header (OpenACC 3.3, sec. 5.1 - 5.4): a
// profiling library that uses every type, enumerator and field compiles
// against it as C and as C++, in several language versions, without a
// warning. Compile only.
//
// RUN: %cc -Wextra -std=c99 -fPIC -c %s -o %t-c99.o
// RUN: %cc -Wextra -std=c11 -fPIC -c %s -o %t-c11.o
// RUN: %cc -Wextra -std=c2x -fPIC -c %s -o %t-c2x.o
// RUN: %cxx -Wextra -x c++ -std=c++98 -fPIC -c %s -o %t-cxx98.o
// RUN: %cxx -Wextra -x c++ -std=c++11 -fPIC -c %s -o %t-cxx11.o
// RUN: %cxx -Wextra -x c++ -std=c++20 -fPIC -c %s -o %t-cxx20.o

#include <acc_prof.h>
#include <stdio.h>

static const char *eventName(acc_event_t E) {
  switch (E) {
  case acc_ev_none: return "none";
  case acc_ev_device_init_start: return "device_init_start";
  case acc_ev_device_init_end: return "device_init_end";
  case acc_ev_device_shutdown_start: return "device_shutdown_start";
  case acc_ev_device_shutdown_end: return "device_shutdown_end";
  case acc_ev_runtime_shutdown: return "runtime_shutdown";
  case acc_ev_create: return "create";
  case acc_ev_delete: return "delete";
  case acc_ev_alloc: return "alloc";
  case acc_ev_free: return "free";
  case acc_ev_enter_data_start: return "enter_data_start";
  case acc_ev_enter_data_end: return "enter_data_end";
  case acc_ev_exit_data_start: return "exit_data_start";
  case acc_ev_exit_data_end: return "exit_data_end";
  case acc_ev_update_start: return "update_start";
  case acc_ev_update_end: return "update_end";
  case acc_ev_compute_construct_start: return "compute_construct_start";
  case acc_ev_compute_construct_end: return "compute_construct_end";
  case acc_ev_enqueue_launch_start: return "enqueue_launch_start";
  case acc_ev_enqueue_launch_end: return "enqueue_launch_end";
  case acc_ev_enqueue_upload_start: return "enqueue_upload_start";
  case acc_ev_enqueue_upload_end: return "enqueue_upload_end";
  case acc_ev_enqueue_download_start: return "enqueue_download_start";
  case acc_ev_enqueue_download_end: return "enqueue_download_end";
  case acc_ev_wait_start: return "wait_start";
  case acc_ev_wait_end: return "wait_end";
  case acc_ev_last: return "last";
  }
  return "?";
}

static const char *constructName(acc_construct_t C) {
  switch (C) {
  case acc_construct_parallel: return "parallel";
  case acc_construct_kernels: return "kernels";
  case acc_construct_loop: return "loop";
  case acc_construct_data: return "data";
  case acc_construct_enter_data: return "enter data";
  case acc_construct_exit_data: return "exit data";
  case acc_construct_host_data: return "host_data";
  case acc_construct_atomic: return "atomic";
  case acc_construct_declare: return "declare";
  case acc_construct_init: return "init";
  case acc_construct_shutdown: return "shutdown";
  case acc_construct_set: return "set";
  case acc_construct_update: return "update";
  case acc_construct_routine: return "routine";
  case acc_construct_wait: return "wait";
  case acc_construct_runtime_api: return "runtime api";
  case acc_construct_serial: return "serial";
  }
  return "?";
}

static const char *apiName(acc_device_api A) {
  switch (A) {
  case acc_device_api_none: return "none";
  case acc_device_api_cuda: return "cuda";
  case acc_device_api_opencl: return "opencl";
  case acc_device_api_coi: return "coi";
  case acc_device_api_other: return "other";
  }
  return "?";
}

static void callback(acc_prof_info *PI, acc_event_info *EI, acc_api_info *AI) {
  const acc_prof_info *P = PI;
  printf("%s %d %d %d %d %d %ld %ld %s %s %d %d %d %d\n",
         eventName(P->event_type), P->valid_bytes, P->version,
         (int)P->device_type, P->device_number, P->thread_id, (long)P->async,
         (long)P->async_queue, P->src_file, P->func_name, P->line_no,
         P->end_line_no, P->func_line_no, P->func_end_line_no);

  acc_event_t Type = EI->event_type;
  const acc_data_event_info *D = &EI->data_event;
  printf("%s %d %s %d %p %s %lu %p %p\n", eventName(D->event_type),
         D->valid_bytes, constructName(D->parent_construct), D->implicit,
         D->tool_info, D->var_name, (unsigned long)D->bytes, D->host_ptr,
         D->device_ptr);
  const acc_launch_event_info *L = &EI->launch_event;
  printf("%s %d %s %d %p %s %lu %lu %lu\n", eventName(L->event_type),
         L->valid_bytes, constructName(L->parent_construct), L->implicit,
         L->tool_info, L->kernel_name, (unsigned long)L->num_gangs,
         (unsigned long)L->num_workers, (unsigned long)L->vector_length);
  acc_other_event_info *O = &EI->other_event;
  if (Type == acc_ev_compute_construct_start)
    O->tool_info = (void *)O;
  printf("%s %d %s %d %p\n", eventName(O->event_type), O->valid_bytes,
         constructName(O->parent_construct), O->implicit, O->tool_info);

  const acc_api_info *A = AI;
  printf("%s %d %d %d %p %p %p\n", apiName(A->device_api), A->valid_bytes,
         (int)A->device_type, A->vendor, A->device_handle, A->context_handle,
         A->async_handle);
}

static acc_query_fn Query;

#ifdef __cplusplus
extern "C"
#endif
void acc_register_library(acc_prof_reg Reg, acc_prof_reg Unreg,
                          acc_prof_lookup_func Lookup) {
  acc_prof_callback Callback = callback;
  acc_register_t Info = acc_reg;
  union acc_event_info Unused;
  struct acc_prof_info UnusedInfo;
  struct acc_api_info UnusedApi;
  struct acc_data_event_info UnusedData;
  struct acc_launch_event_info UnusedLaunch;
  struct acc_other_event_info UnusedOther;
  (void)Unused;
  (void)UnusedInfo;
  (void)UnusedApi;
  (void)UnusedData;
  (void)UnusedLaunch;
  (void)UnusedOther;
  for (int E = acc_ev_none + 1; E < acc_ev_last; ++E)
    Reg((acc_event_t)E, Callback, Info);
  Unreg(acc_ev_none, NULL, acc_toggle);
  Reg(acc_ev_none, NULL, acc_toggle);
  Unreg(acc_ev_wait_start, Callback, acc_toggle_per_thread);
  Query = Lookup("none");
  if (Query)
    Query();
}
