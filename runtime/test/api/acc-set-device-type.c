// RUN: %cc %s %libacc -o %t
// RUN: %t > %t.out 2> %t.err
// RUN: FileCheck --check-prefixes=OUT,%if gpu %{OUT-GPU%} %else %{OUT-HOST%} --input-file=%t.out %s
// RUN: FileCheck --check-prefix=ERR --allow-empty --input-file=%t.err %s
// ERR-NOT: {{.}}

// OpenACC 3.3, sec. 3.2.2 and 3.2.3: acc_set_device_type selects the
// device type of the following compute regions, which libacc does through
// OpenMP's default device; acc_get_device_type reads it back.

#include <omp.h>
#include <openacc.h>
#include <stdio.h>

static const char *name(acc_device_t T) {
  return T == acc_device_host ? "host" : T == acc_device_nvidia ? "nvidia" : "?";
}

static void show(const char *What) {
  int OnHost = -1;
#pragma omp target map(from : OnHost)
  OnHost = omp_is_initial_device();
  printf("%s: type %s, openmp default is host %d, region on host %d\n", What,
         name(acc_get_device_type()),
         omp_get_default_device() == omp_get_initial_device(), OnHost);
}

int main(void) {
  show("initial");
  // OUT-HOST: initial: type host, openmp default is host 1, region on host 1
  // OUT-GPU: initial: type nvidia, openmp default is host 0

  acc_set_device_type(acc_device_host);
  show("host");
  // OUT: host: type host, openmp default is host 1, region on host 1

  acc_set_device_type(acc_device_default);
  show("default");
  // OUT-HOST: default: type host, openmp default is host 1
  // OUT-GPU: default: type nvidia, openmp default is host 0

  acc_set_device_type(acc_device_current);
  show("current");
  // OUT-HOST: current: type host
  // OUT-GPU: current: type nvidia

  if (acc_get_num_devices(acc_device_nvidia) > 0) {
    acc_set_device_type(acc_device_host);
    acc_set_device_type(acc_device_nvidia);
    show("nvidia");
    acc_set_device_type(acc_device_host);
    acc_set_device_type(acc_device_not_host);
    show("not_host");
  }
  // OUT-GPU: nvidia: type nvidia, openmp default is host 0
  // OUT-GPU: not_host: type nvidia, openmp default is host 0
  // OUT-HOST-NOT: nvidia:
  return 0;
}
