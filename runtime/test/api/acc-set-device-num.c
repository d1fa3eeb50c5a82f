// RUN: %cc %s %libacc -o %t
// RUN: %t > %t.out 2> %t.err
// RUN: FileCheck --check-prefixes=OUT,%if gpu %{OUT-GPU%} %else %{OUT-HOST%} --input-file=%t.out %s
// RUN: FileCheck --check-prefix=ERR --allow-empty --input-file=%t.err %s
// ERR-NOT: {{.}}

// OpenACC 3.3, sec. 3.2.4 and 3.2.5: device numbers per device type; the
// host has device 0 only, NVIDIA device N is OpenMP device N.

#include <omp.h>
#include <openacc.h>
#include <stdio.h>

static void show(const char *What) {
  printf("%s: type %d, host %d, nvidia %d, current %d, default %d, none %d, "
         "openmp default is host %d\n",
         What, acc_get_device_type(), acc_get_device_num(acc_device_host),
         acc_get_device_num(acc_device_nvidia),
         acc_get_device_num(acc_device_current),
         acc_get_device_num(acc_device_default),
         acc_get_device_num(acc_device_none),
         omp_get_default_device() == omp_get_initial_device());
}

int main(void) {
  // acc_device_host is 2, acc_device_nvidia 4; no NVIDIA device means -1.
  show("initial");
  // OUT-HOST: initial: type 2, host 0, nvidia -1, current 0, default 0, none -1, openmp default is host 1
  // OUT-GPU: initial: type 4, host 0, nvidia 0, current 0, default 0, none -1, openmp default is host 0

  acc_set_device_num(0, acc_device_host);
  show("host 0");
  // OUT: host 0: type 2, host 0, {{.*}}, current 0, {{.*}}, openmp default is host 1

  // A negative number reverts to the default number.
  acc_set_device_num(-1, acc_device_host);
  show("host -1");
  // OUT: host -1: type 2, host 0, {{.*}}, openmp default is host 1

  // acc_device_none sets the number for every type and keeps the type.
  acc_set_device_num(0, acc_device_none);
  show("none 0");
  // OUT: none 0: type 2, {{.*}}, openmp default is host 1

  acc_set_device_num(0, acc_device_current);
  show("current 0");
  // OUT: current 0: type 2, {{.*}}, openmp default is host 1

  int Gpus = acc_get_num_devices(acc_device_nvidia);
  if (Gpus > 0) {
    acc_set_device_num(Gpus - 1, acc_device_nvidia);
    printf("nvidia last: type %d, num ok %d, openmp ok %d\n",
           acc_get_device_type(),
           acc_get_device_num(acc_device_nvidia) == Gpus - 1,
           omp_get_default_device() == Gpus - 1);
    // Back to the host and to NVIDIA: the last NVIDIA device is remembered.
    acc_set_device_type(acc_device_host);
    acc_set_device_type(acc_device_nvidia);
    printf("remembered %d\n", omp_get_default_device() == Gpus - 1);
    acc_set_device_num(-1, acc_device_nvidia);
    printf("reverted %d\n", omp_get_default_device());
  }
  // OUT-GPU: nvidia last: type 4, num ok 1, openmp ok 1
  // OUT-GPU-NEXT: remembered 1
  // OUT-GPU-NEXT: reverted 0
  // OUT-HOST-NOT: nvidia last
  return 0;
}
