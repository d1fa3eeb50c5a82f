// The events of libacc's runtime routines (docs/Profiling.md, "Events"),
// called by the program outside any construct, with the host as the
// current device: the pairs of the data, device and wait routines, the
// alloc / free events of acc_malloc / acc_free, and no event from the
// routines that have none. The program defines acc_register_library (the
// printing library, Inputs/prof-print.c).
//
// RUN: %cc %s -o %t %libacc
// RUN: %t > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=OUT -DVERSION=%openacc-version < %t.out
// RUN: FileCheck %s --check-prefix=ERR --allow-empty < %t.err
// ERR-NOT: {{.}}

#include "../Inputs/prof-print.c"

#include <openacc.h>

static char A[64];

int main(void) {
  printf("init\n");
  acc_init(acc_device_host);
  acc_init(acc_device_host);
  acc_init_device(0, acc_device_host);
  // OUT-LABEL: {{^}}init{{$}}
  // OUT-NEXT: prof registered reg=ok unreg=ok lookup=ok
  // OUT-NEXT: prof device_init_start thread=0 dev=host:0 async=-2/-2 src=(null) func=(null) line=0-0 fline=0-0 parent=runtime_api implicit=0 tool=stored api=none/host vendor=0x61636363 handles=(nil)/(nil)/(nil) valid=72/24/40 version=[[VERSION]]
  // OUT-NEXT: prof device_init_end thread=0 dev=host:0 async=-2/-2 src=(null) func=(null) line=0-0 fline=0-0 parent=runtime_api implicit=0 tool=match api=none/host vendor=0x61636363 handles=(nil)/(nil)/(nil) valid=72/24/40 version=[[VERSION]]
  // An initialized device is not initialized again.
  // OUT-NEXT: {{^}}enter{{$}}

  printf("enter\n");
  acc_copyin(A, sizeof A);
  acc_create(A, sizeof A);
  acc_present_or_copyin(A, sizeof A);
  acc_pcopyin(A, sizeof A);
  acc_present_or_create(A, sizeof A);
  acc_pcreate(A, sizeof A);
  acc_copyin_async(A, sizeof A, 3);
  acc_create_async(A, sizeof A, acc_async_noval);
  acc_copyin(NULL, 0);
  // OUT-NEXT: prof enter_data_start thread=0 dev=host:0 async=-2/-2 src=(null) func=(null) line=0-0 fline=0-0 parent=runtime_api implicit=0 tool=stored api=none/host
  // OUT-NEXT: prof enter_data_end thread=0 dev=host:0 async=-2/-2 src=(null) func=(null) line=0-0 fline=0-0 parent=runtime_api implicit=0 tool=match api=none/host
  // OUT-NEXT: prof enter_data_start {{.*}} async=-2/-2 {{.*}} tool=stored
  // OUT-NEXT: prof enter_data_end {{.*}} async=-2/-2 {{.*}} tool=match
  // OUT-NEXT: prof enter_data_start {{.*}} async=-2/-2 {{.*}} tool=stored
  // OUT-NEXT: prof enter_data_end {{.*}} async=-2/-2 {{.*}} tool=match
  // OUT-NEXT: prof enter_data_start {{.*}} async=-2/-2 {{.*}} tool=stored
  // OUT-NEXT: prof enter_data_end {{.*}} async=-2/-2 {{.*}} tool=match
  // OUT-NEXT: prof enter_data_start {{.*}} async=-2/-2 {{.*}} tool=stored
  // OUT-NEXT: prof enter_data_end {{.*}} async=-2/-2 {{.*}} tool=match
  // OUT-NEXT: prof enter_data_start {{.*}} async=-2/-2 {{.*}} tool=stored
  // OUT-NEXT: prof enter_data_end {{.*}} async=-2/-2 {{.*}} tool=match
  // OUT-NEXT: prof enter_data_start {{.*}} async=3/3 {{.*}} tool=stored
  // OUT-NEXT: prof enter_data_end {{.*}} async=3/3 {{.*}} tool=match
  // OUT-NEXT: prof enter_data_start {{.*}} async=-1/0 {{.*}} tool=stored
  // OUT-NEXT: prof enter_data_end {{.*}} async=-1/0 {{.*}} tool=match
  // A null pointer: no action, but the routine was called.
  // OUT-NEXT: prof enter_data_start {{.*}} async=-2/-2 {{.*}} tool=stored
  // OUT-NEXT: prof enter_data_end {{.*}} async=-2/-2 {{.*}} tool=match
  // OUT-NEXT: {{^}}exit{{$}}

  printf("exit\n");
  acc_copyout(A, sizeof A);
  acc_copyout_async(A, sizeof A, 4);
  acc_copyout_finalize(A, sizeof A);
  acc_copyout_finalize_async(A, sizeof A, acc_async_sync);
  acc_delete(A, sizeof A);
  acc_delete_async(A, sizeof A, acc_async_noval);
  acc_delete_finalize(A, sizeof A);
  acc_delete_finalize_async(A, sizeof A, 2);
  // OUT-NEXT: prof exit_data_start thread=0 dev=host:0 async=-2/-2 src=(null) func=(null) line=0-0 fline=0-0 parent=runtime_api implicit=0 tool=stored
  // OUT-NEXT: prof exit_data_end thread=0 dev=host:0 async=-2/-2 src=(null) func=(null) line=0-0 fline=0-0 parent=runtime_api implicit=0 tool=match
  // OUT-NEXT: prof exit_data_start {{.*}} async=4/4 {{.*}} tool=stored
  // OUT-NEXT: prof exit_data_end {{.*}} async=4/4 {{.*}} tool=match
  // OUT-NEXT: prof exit_data_start {{.*}} async=-2/-2 {{.*}} tool=stored
  // OUT-NEXT: prof exit_data_end {{.*}} async=-2/-2 {{.*}} tool=match
  // OUT-NEXT: prof exit_data_start {{.*}} async=-2/-2 {{.*}} tool=stored
  // OUT-NEXT: prof exit_data_end {{.*}} async=-2/-2 {{.*}} tool=match
  // OUT-NEXT: prof exit_data_start {{.*}} async=-2/-2 {{.*}} tool=stored
  // OUT-NEXT: prof exit_data_end {{.*}} async=-2/-2 {{.*}} tool=match
  // OUT-NEXT: prof exit_data_start {{.*}} async=-1/0 {{.*}} tool=stored
  // OUT-NEXT: prof exit_data_end {{.*}} async=-1/0 {{.*}} tool=match
  // OUT-NEXT: prof exit_data_start {{.*}} async=-2/-2 {{.*}} tool=stored
  // OUT-NEXT: prof exit_data_end {{.*}} async=-2/-2 {{.*}} tool=match
  // OUT-NEXT: prof exit_data_start {{.*}} async=2/2 {{.*}} tool=stored
  // OUT-NEXT: prof exit_data_end {{.*}} async=2/2 {{.*}} tool=match
  // OUT-NEXT: {{^}}update{{$}}

  printf("update\n");
  acc_update_device(A, sizeof A);
  acc_update_device_async(A, sizeof A, 1);
  acc_update_self(A, sizeof A);
  acc_update_self_async(A, sizeof A, acc_async_noval);
  // OUT-NEXT: prof update_start thread=0 dev=host:0 async=-2/-2 src=(null) func=(null) line=0-0 fline=0-0 parent=runtime_api implicit=0 tool=stored
  // OUT-NEXT: prof update_end thread=0 dev=host:0 async=-2/-2 src=(null) func=(null) line=0-0 fline=0-0 parent=runtime_api implicit=0 tool=match
  // OUT-NEXT: prof update_start {{.*}} async=1/1 {{.*}} tool=stored
  // OUT-NEXT: prof update_end {{.*}} async=1/1 {{.*}} tool=match
  // OUT-NEXT: prof update_start {{.*}} async=-2/-2 {{.*}} tool=stored
  // OUT-NEXT: prof update_end {{.*}} async=-2/-2 {{.*}} tool=match
  // OUT-NEXT: prof update_start {{.*}} async=-1/0 {{.*}} tool=stored
  // OUT-NEXT: prof update_end {{.*}} async=-1/0 {{.*}} tool=match
  // OUT-NEXT: {{^}}map{{$}}

  // The host needs no mapping: the pairs only.
  printf("map\n");
  acc_map_data(A, A, sizeof A);
  acc_unmap_data(A);
  // OUT-NEXT: prof enter_data_start {{.*}} parent=runtime_api implicit=0 tool=stored
  // OUT-NEXT: prof enter_data_end {{.*}} parent=runtime_api implicit=0 tool=match
  // OUT-NEXT: prof exit_data_start {{.*}} parent=runtime_api implicit=0 tool=stored
  // OUT-NEXT: prof exit_data_end {{.*}} parent=runtime_api implicit=0 tool=match
  // OUT-NEXT: {{^}}memory{{$}}

  printf("memory\n");
  void *P = acc_malloc(32);
  printf("P=%p\n", P);
  acc_free(P);
  acc_free(acc_malloc(0));
  // OUT-NEXT: prof alloc thread=0 dev=host:0 async=-2/-2 src=(null) func=(null) line=0-0 fline=0-0 parent=runtime_api implicit=0 tool=null bytes=32 host=(nil) devptr=[[P:0x[0-9a-f]+]] var=(null) api=none/host vendor=0x61636363 handles=(nil)/(nil)/(nil) valid=72/56/40 version=[[VERSION]]
  // OUT-NEXT: P=[[P]]
  // OUT-NEXT: prof free thread=0 dev=host:0 async=-2/-2 src=(null) func=(null) line=0-0 fline=0-0 parent=runtime_api implicit=0 tool=null bytes=32 host=(nil) devptr=[[P]] var=(null) api=none/host vendor=0x61636363 handles=(nil)/(nil)/(nil) valid=72/56/40 version=[[VERSION]]
  // OUT-NEXT: {{^}}wait{{$}}

  printf("wait\n");
  int Queues[2] = {1, 2};
  acc_wait(0);
  acc_wait_device(1, 0);
  acc_wait_all();
  acc_wait_all_device(0);
  acc_async_wait(2);
  acc_async_wait_all();
  acc_wait_async(1, 2);
  acc_wait_device_async(1, acc_async_noval, 0);
  acc_wait_all_async(3);
  acc_wait_all_device_async(4, 0);
  acc_wait_any(2, Queues);
  // OUT-NEXT: prof wait_start thread=0 dev=host:0 async=0/0 src=(null) func=(null) line=0-0 fline=0-0 parent=runtime_api implicit=0 tool=stored
  // OUT-NEXT: prof wait_end thread=0 dev=host:0 async=0/0 src=(null) func=(null) line=0-0 fline=0-0 parent=runtime_api implicit=0 tool=match
  // OUT-NEXT: prof wait_start {{.*}} dev=host:0 async=1/1 {{.*}} tool=stored
  // OUT-NEXT: prof wait_end {{.*}} dev=host:0 async=1/1 {{.*}} tool=match
  // OUT-NEXT: prof wait_start {{.*}} async=-2/-2 {{.*}} tool=stored
  // OUT-NEXT: prof wait_end {{.*}} async=-2/-2 {{.*}} tool=match
  // OUT-NEXT: prof wait_start {{.*}} dev=host:0 async=-2/-2 {{.*}} tool=stored
  // OUT-NEXT: prof wait_end {{.*}} dev=host:0 async=-2/-2 {{.*}} tool=match
  // OUT-NEXT: prof wait_start {{.*}} async=2/2 {{.*}} tool=stored
  // OUT-NEXT: prof wait_end {{.*}} async=2/2 {{.*}} tool=match
  // OUT-NEXT: prof wait_start {{.*}} async=-2/-2 {{.*}} tool=stored
  // OUT-NEXT: prof wait_end {{.*}} async=-2/-2 {{.*}} tool=match
  // OUT-NEXT: prof wait_start {{.*}} async=2/2 {{.*}} tool=stored
  // OUT-NEXT: prof wait_end {{.*}} async=2/2 {{.*}} tool=match
  // OUT-NEXT: prof wait_start {{.*}} async=-1/0 {{.*}} tool=stored
  // OUT-NEXT: prof wait_end {{.*}} async=-1/0 {{.*}} tool=match
  // OUT-NEXT: prof wait_start {{.*}} async=3/3 {{.*}} tool=stored
  // OUT-NEXT: prof wait_end {{.*}} async=3/3 {{.*}} tool=match
  // OUT-NEXT: prof wait_start {{.*}} async=4/4 {{.*}} tool=stored
  // OUT-NEXT: prof wait_end {{.*}} async=4/4 {{.*}} tool=match
  // OUT-NEXT: prof wait_start {{.*}} async=-2/-2 {{.*}} tool=stored
  // OUT-NEXT: prof wait_end {{.*}} async=-2/-2 {{.*}} tool=match
  // OUT-NEXT: {{^}}none{{$}}

  // Routines without events: queries, tests, selection, copies within the
  // host's memory, attachment.
  printf("none\n");
  void *Ptr = A;
  char B[8];
  acc_async_test(1);
  acc_async_test_all();
  acc_is_present(A, sizeof A);
  acc_deviceptr(A);
  acc_hostptr(A);
  acc_get_device_type();
  acc_set_device_type(acc_device_host);
  acc_set_device_num(0, acc_device_host);
  acc_get_num_devices(acc_device_host);
  acc_memcpy_to_device(B, A, sizeof B);
  acc_memcpy_from_device(B, A, sizeof B);
  acc_memcpy_device(B, A, sizeof B);
  acc_attach(&Ptr);
  acc_detach(&Ptr);
  acc_on_device(acc_device_host);
  printf("lookup %p\n", (void *)acc_prof_lookup("acc_get_cuda_stream"));
  // OUT-NEXT: lookup (nil)
  // OUT-NEXT: {{^}}shutdown{{$}}

  // acc_shutdown frees what acc_malloc left (implicit free events) between
  // its pair; the next use initializes the host again, implicitly.
  printf("shutdown\n");
  void *Q = acc_malloc(48);
  acc_shutdown(acc_device_host);
  acc_copyin(A, sizeof A);
  // OUT-NEXT: prof alloc {{.*}} bytes=48 host=(nil) devptr=[[Q:0x[0-9a-f]+]]
  // OUT-NEXT: prof device_shutdown_start thread=0 dev=host:0 async=-2/-2 src=(null) func=(null) line=0-0 fline=0-0 parent=runtime_api implicit=0 tool=stored
  // OUT-NEXT: prof free {{.*}} parent=runtime_api implicit=1 tool=null bytes=48 host=(nil) devptr=[[Q]]
  // OUT-NEXT: prof device_shutdown_end thread=0 dev=host:0 async=-2/-2 src=(null) func=(null) line=0-0 fline=0-0 parent=runtime_api implicit=0 tool=match
  // OUT-NEXT: prof enter_data_start {{.*}} implicit=0 tool=stored
  // OUT-NEXT: prof device_init_start {{.*}} parent=runtime_api implicit=1 tool=stored
  // OUT-NEXT: prof device_init_end {{.*}} parent=runtime_api implicit=1 tool=match
  // OUT-NEXT: prof enter_data_end {{.*}} implicit=0 tool=match
  // OUT-NEXT: prof runtime_shutdown {{.*}}{{$}}
  // OUT-NOT: {{.}}
  (void)Q;
  return 0;
}
