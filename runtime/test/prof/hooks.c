// The profiling hooks of openacc.h, called the way accc's translation calls
// them (lib/Transform/ProfilingHooks.cpp): a static site per construct,
// __accc_prof_begin / __accc_prof_end around it, a data construct's
// __accc_prof_data_entered / __accc_prof_data_exiting, each behind
// __accc_prof_active. The program defines acc_register_library (the
// printing library, Inputs/prof-print.c) and so gets every event.
//
// RUN: %cc %s -o %t %libacc
// RUN: %t > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=OUT -DVERSION=%openacc-version < %t.out
// RUN: FileCheck %s --check-prefix=ERR --allow-empty < %t.err
// ERR-NOT: {{.}}

#include "../Inputs/prof-print.c"

#include <openacc.h>

#define HOOK(Call)                                                             \
  do {                                                                         \
    if (__accc_prof_active)                                                    \
      Call;                                                                    \
  } while (0)

static const struct __accc_prof_site Parallel = {
    acc_construct_parallel, 10, 12, 5, 90, "hooks.c", "main"};
static const struct __accc_prof_site Kernels = {
    acc_construct_kernels, 14, 16, 5, 90, "hooks.c", "main"};
static const struct __accc_prof_site Data = {
    acc_construct_data, 20, 30, 5, 90, "hooks.c", "main"};
static const struct __accc_prof_site Update = {
    acc_construct_update, 22, 22, 5, 90, "hooks.c", "main"};
static const struct __accc_prof_site EnterData = {
    acc_construct_enter_data, 32, 32, 5, 90, "hooks.c", "main"};
static const struct __accc_prof_site ExitData = {
    acc_construct_exit_data, 34, 34, 5, 90, "hooks.c", "main"};
static const struct __accc_prof_site Wait = {
    acc_construct_wait, 36, 36, 5, 90, "hooks.c", "main"};
static const struct __accc_prof_site Shutdown = {
    acc_construct_shutdown, 38, 38, 5, 90, "hooks.c", "main"};
static const struct __accc_prof_site Init = {
    acc_construct_init, 40, 40, 5, 90, "hooks.c", "main"};
static const struct __accc_prof_site Serial = {
    acc_construct_serial, 50, 52, 0, 0, "lib.h", ""};

static int A[8];

int main(void) {
  printf("compute\n");
  HOOK(__accc_prof_begin(&Parallel, acc_async_sync));
  HOOK(__accc_prof_end(&Parallel, acc_async_sync));
  // OUT-LABEL: {{^}}compute{{$}}
  // The first construct registers the program's library (at libacc's first
  // entry) and initializes the host device, inside its start and end.
  // OUT-NEXT: prof registered reg=ok unreg=ok lookup=ok
  // OUT-NEXT: prof compute_construct_start thread=0 dev=host:0 async=-2/-2 src=hooks.c func=main line=10-12 fline=5-90 parent=parallel implicit=0 tool=stored api=none/host vendor=0x61636363 handles=(nil)/(nil)/(nil) valid=72/24/40 version=[[VERSION]]
  // OUT-NEXT: prof device_init_start thread=0 dev=host:0 async=-2/-2 src=hooks.c func=main line=10-12 fline=5-90 parent=parallel implicit=1 tool=stored
  // OUT-NEXT: prof device_init_end thread=0 dev=host:0 async=-2/-2 src=hooks.c func=main line=10-12 fline=5-90 parent=parallel implicit=1 tool=match
  // OUT-NEXT: prof compute_construct_end thread=0 dev=host:0 async=-2/-2 src=hooks.c func=main line=10-12 fline=5-90 parent=parallel implicit=0 tool=match api=none/host vendor=0x61636363 handles=(nil)/(nil)/(nil) valid=72/24/40 version=[[VERSION]]

  printf("kernels async\n");
  HOOK(__accc_prof_begin(&Kernels, 4));
  HOOK(__accc_prof_end(&Kernels, 4));
  // OUT-LABEL: {{^}}kernels async{{$}}
  // OUT-NEXT: prof compute_construct_start thread=0 dev=host:0 async=4/4 src=hooks.c func=main line=14-16 fline=5-90 parent=kernels implicit=0 tool=stored
  // OUT-NEXT: prof compute_construct_end thread=0 dev=host:0 async=4/4 src=hooks.c func=main line=14-16 fline=5-90 parent=kernels implicit=0 tool=match

  // A data construct with an update construct, a compute construct and a
  // data routine of the program in its region.
  printf("data\n");
  HOOK(__accc_prof_begin(&Data, acc_async_sync));
  HOOK(__accc_prof_data_entered(&Data));
  acc_copyin(A, sizeof A);
  HOOK(__accc_prof_begin(&Update, 3));
  HOOK(__accc_prof_end(&Update, 3));
  HOOK(__accc_prof_begin(&Serial, acc_async_sync));
  HOOK(__accc_prof_end(&Serial, acc_async_sync));
  HOOK(__accc_prof_data_exiting(&Data));
  HOOK(__accc_prof_end(&Data, acc_async_sync));
  // OUT-LABEL: {{^}}data{{$}}
  // OUT-NEXT: prof enter_data_start thread=0 dev=host:0 async=-2/-2 src=hooks.c func=main line=20-30 fline=5-90 parent=data implicit=0 tool=stored
  // OUT-NEXT: prof enter_data_end thread=0 dev=host:0 async=-2/-2 src=hooks.c func=main line=20-30 fline=5-90 parent=data implicit=0 tool=match
  // OUT-NEXT: prof enter_data_start thread=0 dev=host:0 async=-2/-2 src=hooks.c func=main line=20-30 fline=5-90 parent=data implicit=0 tool=stored
  // OUT-NEXT: prof enter_data_end thread=0 dev=host:0 async=-2/-2 src=hooks.c func=main line=20-30 fline=5-90 parent=data implicit=0 tool=match
  // OUT-NEXT: prof update_start thread=0 dev=host:0 async=3/3 src=hooks.c func=main line=22-22 fline=5-90 parent=update implicit=0 tool=stored
  // OUT-NEXT: prof update_end thread=0 dev=host:0 async=3/3 src=hooks.c func=main line=22-22 fline=5-90 parent=update implicit=0 tool=match
  // An empty function name is "not known".
  // OUT-NEXT: prof compute_construct_start thread=0 dev=host:0 async=-2/-2 src=lib.h func=(null) line=50-52 fline=0-0 parent=serial implicit=0 tool=stored
  // OUT-NEXT: prof compute_construct_end thread=0 dev=host:0 async=-2/-2 src=lib.h func=(null) line=50-52 fline=0-0 parent=serial implicit=0 tool=match
  // OUT-NEXT: prof exit_data_start thread=0 dev=host:0 async=-2/-2 src=hooks.c func=main line=20-30 fline=5-90 parent=data implicit=0 tool=stored
  // OUT-NEXT: prof exit_data_end thread=0 dev=host:0 async=-2/-2 src=hooks.c func=main line=20-30 fline=5-90 parent=data implicit=0 tool=match

  // async(acc_async_noval) resolves to the thread's default queue.
  printf("enter exit\n");
  HOOK(__accc_prof_begin(&EnterData, acc_async_noval));
  HOOK(__accc_prof_end(&EnterData, acc_async_noval));
  acc_set_default_async(5);
  HOOK(__accc_prof_begin(&ExitData, acc_async_noval));
  HOOK(__accc_prof_end(&ExitData, acc_async_noval));
  acc_set_default_async(acc_async_default);
  // OUT-LABEL: {{^}}enter exit{{$}}
  // OUT-NEXT: prof enter_data_start thread=0 dev=host:0 async=-1/0 src=hooks.c func=main line=32-32 fline=5-90 parent=enter_data implicit=0 tool=stored
  // OUT-NEXT: prof enter_data_end thread=0 dev=host:0 async=-1/0 src=hooks.c func=main line=32-32 fline=5-90 parent=enter_data implicit=0 tool=match
  // OUT-NEXT: prof exit_data_start thread=0 dev=host:0 async=-1/5 src=hooks.c func=main line=34-34 fline=5-90 parent=exit_data implicit=0 tool=stored
  // OUT-NEXT: prof exit_data_end thread=0 dev=host:0 async=-1/5 src=hooks.c func=main line=34-34 fline=5-90 parent=exit_data implicit=0 tool=match

  // wait, shutdown and init have no events of their own: their routines'
  // events report them.
  printf("wait shutdown init\n");
  HOOK(__accc_prof_begin(&Wait, acc_async_sync));
  acc_wait(2);
  HOOK(__accc_prof_end(&Wait, acc_async_sync));
  HOOK(__accc_prof_begin(&Shutdown, acc_async_sync));
  acc_shutdown(acc_device_host);
  HOOK(__accc_prof_end(&Shutdown, acc_async_sync));
  HOOK(__accc_prof_begin(&Init, acc_async_sync));
  acc_init(acc_device_host);
  HOOK(__accc_prof_end(&Init, acc_async_sync));
  // OUT-LABEL: {{^}}wait shutdown init{{$}}
  // OUT-NEXT: prof wait_start thread=0 dev=host:0 async=2/2 src=hooks.c func=main line=36-36 fline=5-90 parent=wait implicit=0 tool=stored
  // OUT-NEXT: prof wait_end thread=0 dev=host:0 async=2/2 src=hooks.c func=main line=36-36 fline=5-90 parent=wait implicit=0 tool=match
  // OUT-NEXT: prof device_shutdown_start thread=0 dev=host:0 async=-2/-2 src=hooks.c func=main line=38-38 fline=5-90 parent=shutdown implicit=0 tool=stored
  // OUT-NEXT: prof device_shutdown_end thread=0 dev=host:0 async=-2/-2 src=hooks.c func=main line=38-38 fline=5-90 parent=shutdown implicit=0 tool=match
  // OUT-NEXT: prof device_init_start thread=0 dev=host:0 async=-2/-2 src=hooks.c func=main line=40-40 fline=5-90 parent=init implicit=0 tool=stored
  // OUT-NEXT: prof device_init_end thread=0 dev=host:0 async=-2/-2 src=hooks.c func=main line=40-40 fline=5-90 parent=init implicit=0 tool=match

  // Outside every construct, a routine's events are the runtime API's.
  printf("outside\n");
  acc_wait(1);
  // OUT-LABEL: {{^}}outside{{$}}
  // OUT-NEXT: prof wait_start thread=0 dev=host:0 async=1/1 src=(null) func=(null) line=0-0 fline=0-0 parent=runtime_api implicit=0 tool=stored
  // OUT-NEXT: prof wait_end thread=0 dev=host:0 async=1/1 src=(null) func=(null) line=0-0 fline=0-0 parent=runtime_api implicit=0 tool=match

  // Recursion: the same site twice on the stack, innermost first.
  printf("recursion\n");
  HOOK(__accc_prof_begin(&Data, acc_async_sync));
  HOOK(__accc_prof_data_entered(&Data));
  HOOK(__accc_prof_begin(&Data, 7));
  HOOK(__accc_prof_data_entered(&Data));
  HOOK(__accc_prof_data_exiting(&Data));
  HOOK(__accc_prof_end(&Data, 7));
  HOOK(__accc_prof_data_exiting(&Data));
  HOOK(__accc_prof_end(&Data, acc_async_sync));
  // OUT-LABEL: {{^}}recursion{{$}}
  // OUT-NEXT: prof enter_data_start {{.*}} async=-2/-2 {{.*}} tool=stored
  // OUT-NEXT: prof enter_data_end {{.*}} async=-2/-2 {{.*}} tool=match
  // OUT-NEXT: prof enter_data_start {{.*}} async=7/7 {{.*}} tool=stored
  // OUT-NEXT: prof enter_data_end {{.*}} async=7/7 {{.*}} tool=match
  // OUT-NEXT: prof exit_data_start {{.*}} async=7/7 {{.*}} tool=stored
  // OUT-NEXT: prof exit_data_end {{.*}} async=7/7 {{.*}} tool=match
  // OUT-NEXT: prof exit_data_start {{.*}} async=-2/-2 {{.*}} tool=stored
  // OUT-NEXT: prof exit_data_end {{.*}} async=-2/-2 {{.*}} tool=match

  // Unbalanced hooks (a callback registered or removed inside a construct):
  // hooks without a frame do nothing; an end drops the frames above its
  // own; a data construct without data_entered closes its enter pair.
  printf("unbalanced\n");
  HOOK(__accc_prof_end(&Parallel, acc_async_sync));
  HOOK(__accc_prof_data_entered(&Data));
  HOOK(__accc_prof_data_exiting(&Data));
  HOOK(__accc_prof_begin(&Data, acc_async_sync));
  HOOK(__accc_prof_begin(&Parallel, acc_async_sync));
  HOOK(__accc_prof_end(&Data, acc_async_sync));
  acc_wait(1);
  printf("done\n");
  // OUT-LABEL: {{^}}unbalanced{{$}}
  // OUT-NEXT: prof enter_data_start {{.*}} line=20-30 {{.*}} parent=data implicit=0 tool=stored
  // OUT-NEXT: prof compute_construct_start {{.*}} line=10-12 {{.*}} parent=parallel implicit=0 tool=stored
  // OUT-NEXT: prof enter_data_end {{.*}} line=20-30 {{.*}} parent=data implicit=0 tool=match
  // OUT-NEXT: prof wait_start {{.*}} src=(null) {{.*}} parent=runtime_api
  // OUT-NEXT: prof wait_end {{.*}} src=(null) {{.*}} parent=runtime_api
  // OUT-NEXT: {{^}}done{{$}}
  // OUT-NEXT: prof runtime_shutdown thread=0 dev=host:0 async=-2/-2 src=(null) func=(null) line=0-0 fline=0-0 parent=runtime_api implicit=0 tool=null {{.*}} version=[[VERSION]]{{$}}
  // OUT-NOT: {{.}}
  return 0;
}
