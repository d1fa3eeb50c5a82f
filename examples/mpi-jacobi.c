// mpi-jacobi.c - a 1-D Jacobi solver split over MPI ranks, one device per
// rank: each rank keeps its slice (plus one halo cell at each end) on its
// device in a data region, exchanges the halo cells with its neighbours
// every iteration, and the ranks agree on the residual with MPI_Allreduce.
// Rank 0 then checks the gathered solution against a serial run.
//
// Each rank takes device (local rank mod devices), the local rank being
// Open MPI's OMPI_COMM_WORLD_LOCAL_RANK (MPI-3's shared-memory split where
// it is not set). The halo cells travel through the host (`acc update`);
// built with -DCUDA_AWARE_MPI, MPI is handed the device addresses instead
// (`acc host_data use_device`), for an MPI that reads GPU memory.
//
// Build and run (README, "Using accc with CMake, Make and MPI"):
//   OMPI_CC=accc mpicc -O2 examples/mpi-jacobi.c -o mpi-jacobi
//   mpirun -np 2 ./mpi-jacobi [points] [iterations]
#include <math.h>
#include <mpi.h>
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

// The fixed ends of the global rod: u = 1 on the left, 0 on the right.
static const double Left = 1.0, Right = 0.0;

// The local rank of this process on its node.
static int localRank(void) {
  const char *env = getenv("OMPI_COMM_WORLD_LOCAL_RANK");
  if (env)
    return atoi(env);
  MPI_Comm node;
  int rank;
  MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL,
                      &node);
  MPI_Comm_rank(node, &rank);
  MPI_Comm_free(&node);
  return rank;
}

// Exchanges halo cells: u[1] goes left into the neighbour's u[n+1], u[n]
// goes right into its u[0]. u is present on the device.
static void exchangeHalo(double *u, int n, int left, int right) {
#ifdef CUDA_AWARE_MPI
#pragma acc host_data use_device(u)
  {
    MPI_Sendrecv(&u[1], 1, MPI_DOUBLE, left, 0, &u[n + 1], 1, MPI_DOUBLE,
                 right, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Sendrecv(&u[n], 1, MPI_DOUBLE, right, 1, &u[0], 1, MPI_DOUBLE, left,
                 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
#else
#pragma acc update self(u[1:1], u[n:1])
  MPI_Sendrecv(&u[1], 1, MPI_DOUBLE, left, 0, &u[n + 1], 1, MPI_DOUBLE, right,
               0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Sendrecv(&u[n], 1, MPI_DOUBLE, right, 1, &u[0], 1, MPI_DOUBLE, left, 1,
               MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  // A rank at a global end keeps its fixed boundary value (MPI_PROC_NULL
  // receives nothing).
#pragma acc update device(u[0:1], u[n + 1:1])
#endif
}

// The same iterations on one rank's host, for the check.
static void serial(double *u, int total, int iters) {
  double *v = (double *)malloc(sizeof(double) * (total + 2));
  for (int it = 0; it < iters; ++it) {
    v[0] = u[0];
    v[total + 1] = u[total + 1];
    for (int i = 1; i <= total; ++i)
      v[i] = 0.5 * (u[i - 1] + u[i + 1]);
    for (int i = 0; i < total + 2; ++i)
      u[i] = v[i];
  }
  free(v);
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank, size;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  const int total = argc > 1 ? atoi(argv[1]) : 1024;
  const int iters = argc > 2 ? atoi(argv[2]) : 2000;

  // One device per rank.
  acc_device_t type = acc_get_device_type();
  int devices = acc_get_num_devices(type);
  int device = devices > 0 ? localRank() % devices : 0;
  if (devices > 0)
    acc_set_device_num(device, type);

  // This rank's points: a block of total/size, the first ranks one more.
  int n = total / size + (rank < total % size);
  int first = rank * (total / size) + (rank < total % size ? rank : total % size);
  int left = rank > 0 ? rank - 1 : MPI_PROC_NULL;
  int right = rank < size - 1 ? rank + 1 : MPI_PROC_NULL;
  double *u = (double *)malloc(sizeof(double) * (n + 2));
  double *unew = (double *)malloc(sizeof(double) * (n + 2));
  for (int i = 0; i < n + 2; ++i)
    u[i] = unew[i] = 0.0;
  if (rank == 0)
    u[0] = unew[0] = Left;
  if (rank == size - 1)
    u[n + 1] = unew[n + 1] = Right;

  double residual = 0.0;
#pragma acc data copy(u[0:n + 2]) create(unew[0:n + 2])
  {
    for (int it = 0; it < iters; ++it) {
      exchangeHalo(u, n, left, right);
      double local = 0.0;
#pragma acc parallel loop present(u[0:n + 2], unew[0:n + 2]) reduction(max:local)
      for (int i = 1; i <= n; ++i) {
        unew[i] = 0.5 * (u[i - 1] + u[i + 1]);
        local = fmax(local, fabs(unew[i] - u[i]));
      }
#pragma acc parallel loop present(u[0:n + 2], unew[0:n + 2])
      for (int i = 1; i <= n; ++i)
        u[i] = unew[i];
      MPI_Allreduce(&local, &residual, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
    }
  }

  // Gather the interior points on rank 0 and compare with a serial run.
  int *counts = (int *)malloc(sizeof(int) * size);
  int *displs = (int *)malloc(sizeof(int) * size);
  int *devs = (int *)malloc(sizeof(int) * size);
  MPI_Gather(&n, 1, MPI_INT, counts, 1, MPI_INT, 0, MPI_COMM_WORLD);
  MPI_Gather(&first, 1, MPI_INT, displs, 1, MPI_INT, 0, MPI_COMM_WORLD);
  MPI_Gather(&device, 1, MPI_INT, devs, 1, MPI_INT, 0, MPI_COMM_WORLD);
  double *all = (double *)malloc(sizeof(double) * (total + 2));
  MPI_Gatherv(&u[1], n, MPI_DOUBLE, &all[1], counts, displs, MPI_DOUBLE, 0,
              MPI_COMM_WORLD);
  int status = 0;
  if (rank == 0) {
    double *ref = (double *)malloc(sizeof(double) * (total + 2));
    for (int i = 0; i < total + 2; ++i)
      ref[i] = 0.0;
    ref[0] = Left;
    ref[total + 1] = Right;
    serial(ref, total, iters);
    double diff = 0.0, sum = 0.0;
    for (int i = 1; i <= total; ++i) {
      diff = fmax(diff, fabs(all[i] - ref[i]));
      sum += all[i];
    }
    printf("mpi-jacobi: %d ranks on %s (%d device%s)", size,
           type == acc_device_host ? "the host" : "GPUs", devices,
           devices == 1 ? "" : "s");
    for (int r = 0; r < size; ++r)
      printf("%s rank %d: device %d", r ? "," : ":", r, devs[r]);
    printf("\nmpi-jacobi: points=%d iterations=%d residual=%.3e sum=%.9f "
           "max difference from the serial run=%.1e: %s\n",
           total, iters, residual, sum, diff, diff < 1e-12 ? "OK" : "FAILED");
    status = diff < 1e-12 ? 0 : 1;
    free(ref);
  }
  MPI_Bcast(&status, 1, MPI_INT, 0, MPI_COMM_WORLD);
  free(all);
  free(devs);
  free(displs);
  free(counts);
  free(unew);
  free(u);
  MPI_Finalize();
  return status;
}
