/* A profiling library for the tests of test/prof/ (OpenACC 3.3, chapter 5):
   acc_register_library registers one callback for every event type, which
   prints one line per event with every field the runtime filled:

     TAG EVENT thread=T dev=TYPE:NUM async=A/Q src=FILE func=NAME
         line=L-E fline=L-E parent=CONSTRUCT implicit=I tool=TOOL
         [bytes=N host=P devptr=P var=NAME | kernel=... gangs=...]
         api=API/TYPE vendor=V handles=... valid=P/E/A version=V

   TAG is the macro TAG (default prof), so that two copies of the library can
   be told apart. tool=: a start event stores a record of its own in
   tool_info and prints tool=stored; the end event prints tool=match when it
   gets the record of the matching start back (same event kind, same thread
   nesting), tool=null or tool=mismatch otherwise; other events print
   tool=null when tool_info is null. The environment variable PROF_QUIET
   set to a list of event numbers separated by ',' leaves those out. */

#include <acc_prof.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef TAG
#define TAG prof
#endif
#define STR2(X) #X
#define STR(X) STR2(X)

static const char *eventName(acc_event_t E) {
  static const char *Names[] = {
      "none",
      "device_init_start",
      "device_init_end",
      "device_shutdown_start",
      "device_shutdown_end",
      "runtime_shutdown",
      "create",
      "delete",
      "alloc",
      "free",
      "enter_data_start",
      "enter_data_end",
      "exit_data_start",
      "exit_data_end",
      "update_start",
      "update_end",
      "compute_construct_start",
      "compute_construct_end",
      "enqueue_launch_start",
      "enqueue_launch_end",
      "enqueue_upload_start",
      "enqueue_upload_end",
      "enqueue_download_start",
      "enqueue_download_end",
      "wait_start",
      "wait_end",
  };
  return E >= 0 && E < acc_ev_last ? Names[E] : "invalid";
}

static const char *constructName(acc_construct_t C) {
  static const char *Names[] = {
      "parallel", "kernels",  "loop",      "data",     "enter_data",
      "exit_data", "host_data", "atomic",   "declare",  "init",
      "shutdown",  "set",       "update",   "routine",  "wait",
      "runtime_api", "serial",
  };
  return C >= 0 && C <= acc_construct_serial ? Names[C] : "invalid";
}

static const char *deviceName(acc_device_t D) {
  switch (D) {
  case acc_device_host:
    return "host";
  case acc_device_nvidia:
    return "nvidia";
  default:
    return "other";
  }
}

static const char *apiName(acc_device_api A) {
  switch (A) {
  case acc_device_api_none:
    return "none";
  case acc_device_api_cuda:
    return "cuda";
  default:
    return "other";
  }
}

static int isStart(acc_event_t E) {
  return E == acc_ev_device_init_start || E == acc_ev_device_shutdown_start ||
         E == acc_ev_enter_data_start || E == acc_ev_exit_data_start ||
         E == acc_ev_update_start || E == acc_ev_compute_construct_start ||
         E == acc_ev_enqueue_launch_start ||
         E == acc_ev_enqueue_upload_start ||
         E == acc_ev_enqueue_download_start || E == acc_ev_wait_start;
}

static int isEnd(acc_event_t E) {
  return E != acc_ev_runtime_shutdown && E > acc_ev_none && isStart(E - 1);
}

/* What a start event stores in tool_info. */
struct Record {
  const char *Magic;
  acc_event_t Start;
};
static const char *const Magic = "prof-print " STR(TAG);

static int quiet(acc_event_t E) {
  const char *List = getenv("PROF_QUIET");
  if (!List)
    return 0;
  for (const char *P = List; *P;) {
    if (atoi(P) == (int)E)
      return 1;
    P = strchr(P, ',');
    if (!P)
      break;
    ++P;
  }
  return 0;
}

static const char *toolOf(acc_event_t E, acc_event_info *EI) {
  void **Tool = &EI->other_event.tool_info;
  if (isStart(E)) {
    if (*Tool)
      return "notnull";
    struct Record *R = malloc(sizeof *R);
    R->Magic = Magic;
    R->Start = E;
    *Tool = R;
    return "stored";
  }
  if (!isEnd(E))
    return *Tool ? "notnull" : "null";
  struct Record *R = *Tool;
  if (!R)
    return "null";
  const char *Result =
      R->Magic == Magic && R->Start == E - 1 ? "match" : "mismatch";
  if (R->Magic == Magic)
    free(R);
  return Result;
}

static void print(acc_prof_info *PI, acc_event_info *EI, acc_api_info *AI) {
  acc_event_t E = PI->event_type;
  const char *Tool = toolOf(E, EI);
  if (quiet(E))
    return;
  char Extra[512] = "";
  switch (E) {
  case acc_ev_create:
  case acc_ev_delete:
  case acc_ev_alloc:
  case acc_ev_free:
  case acc_ev_enqueue_upload_start:
  case acc_ev_enqueue_upload_end:
  case acc_ev_enqueue_download_start:
  case acc_ev_enqueue_download_end: {
    acc_data_event_info *D = &EI->data_event;
    snprintf(Extra, sizeof Extra, " bytes=%zu host=%p devptr=%p var=%s",
             D->bytes, D->host_ptr, D->device_ptr,
             D->var_name ? D->var_name : "(null)");
    break;
  }
  case acc_ev_enqueue_launch_start:
  case acc_ev_enqueue_launch_end: {
    acc_launch_event_info *L = &EI->launch_event;
    snprintf(Extra, sizeof Extra, " kernel=%s gangs=%zu workers=%zu vector=%zu",
             L->kernel_name ? L->kernel_name : "(null)", L->num_gangs,
             L->num_workers, L->vector_length);
    break;
  }
  default:
    break;
  }
  printf("%s %s thread=%d dev=%s:%d async=%zd/%zd src=%s func=%s line=%d-%d "
         "fline=%d-%d parent=%s implicit=%d tool=%s%s api=%s/%s vendor=%#x "
         "handles=%p/%p/%p valid=%d/%d/%d version=%d\n",
         STR(TAG), eventName(E), PI->thread_id, deviceName(PI->device_type),
         PI->device_number, PI->async, PI->async_queue,
         PI->src_file ? PI->src_file : "(null)",
         PI->func_name ? PI->func_name : "(null)", PI->line_no,
         PI->end_line_no, PI->func_line_no, PI->func_end_line_no,
         constructName(EI->other_event.parent_construct),
         EI->other_event.implicit, Tool, Extra, apiName(AI->device_api),
         deviceName(AI->device_type), (unsigned)AI->vendor,
         AI->device_handle, AI->context_handle, AI->async_handle,
         PI->valid_bytes, EI->other_event.valid_bytes, AI->valid_bytes,
         PI->version);
  if (E == acc_ev_runtime_shutdown)
    fflush(stdout);
}

void acc_register_library(acc_prof_reg Reg, acc_prof_reg Unreg,
                          acc_prof_lookup_func Lookup) {
  printf("%s registered reg=%s unreg=%s lookup=%s\n", STR(TAG),
         Reg == acc_prof_register ? "ok" : "other",
         Unreg == acc_prof_unregister ? "ok" : "other",
         Lookup == acc_prof_lookup ? "ok" : "other");
  for (int E = acc_ev_none + 1; E < acc_ev_last; ++E)
    Reg((acc_event_t)E, print, acc_reg);
}
